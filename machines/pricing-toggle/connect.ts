import type { NormalizeProps } from '../shared/normalize.ts';
import { pricingToggleAnatomy } from './anatomy.ts';
import { PRICING_GROUP_DEFAULT_LABEL, PRICING_OPTIONS } from './constants.ts';
import { priceText, type PricingOption } from './logic.ts';
import type { PricingToggleEvent } from './machine.ts';
import type { PricingToggleApi, PricingToggleSnapshot } from './types.ts';

/**
 * Pure view model of the member-access pricing toggle for any renderer: a group of two toggle
 * buttons (`aria-pressed`), and per plan the prices and join buttons of both sets, those of the
 * option not selected hidden. `normalize` adapts the props to the renderer.
 */
export function connect(snapshot: PricingToggleSnapshot, send: (event: PricingToggleEvent) => void, normalize: NormalizeProps): PricingToggleApi {
  const { id: rootId, priceSets, currency } = snapshot.context;
  const option: PricingOption = snapshot.matches('optionB') ? 'B' : 'A';
  const isSelected = (candidate: PricingOption) => candidate === option;

  return {
    option,
    options: PRICING_OPTIONS.slice(0, priceSets),
    hasToggle: priceSets === 2,
    isSelected,
    priceText: (minorUnits) => priceText(minorUnits, currency),
    joinText: (planName, joinLabel) => joinLabel ?? `Join ${planName}`,
    getRootProps: () => normalize({ id: rootId, ...pricingToggleAnatomy.attrs('root'), 'data-option': option }),
    getGroupProps: (label) => normalize({ id: pricingToggleAnatomy.id(rootId, 'group'), role: 'group' as const, 'aria-label': label ?? PRICING_GROUP_DEFAULT_LABEL, ...pricingToggleAnatomy.attrs('group') }),
    getOptionProps: (candidate) => normalize({
      id: pricingToggleAnatomy.id(rootId, 'option', candidate),
      type: 'button' as const,
      'aria-pressed': isSelected(candidate),
      ...pricingToggleAnatomy.attrs('option'),
      'data-option': candidate,
      'data-state': isSelected(candidate) ? ('on' as const) : ('off' as const),
      // [BLK-017] The machine ignores a click on the option already selected.
      onClick: () => send({ type: 'SELECT', option: candidate }),
    }),
    getPlanProps: (planId) => normalize({ id: pricingToggleAnatomy.id(rootId, 'plan', planId), ...pricingToggleAnatomy.attrs('plan') }),
    // [BLK-016] The selected option's price set shows; the other's is hidden.
    getPriceProps: (candidate) => normalize({ ...pricingToggleAnatomy.attrs('price'), 'data-option': candidate, hidden: !isSelected(candidate) }),
    // [BLK-018] The swap also shows or hides the join buttons.
    getJoinProps: (candidate) => normalize({ ...pricingToggleAnatomy.attrs('join'), 'data-option': candidate, hidden: !isSelected(candidate) }),
  };
}
