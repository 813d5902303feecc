import type { Actor } from 'xstate';
import { pricingToggleAnatomy } from '../../machines/pricing-toggle/anatomy.ts';
import { PRICING_OPTIONS } from '../../machines/pricing-toggle/constants.ts';
import { optionFocusTarget, type PricingOption } from '../../machines/pricing-toggle/logic.ts';
import type { pricingToggleMachine } from '../../machines/pricing-toggle/machine.ts';

export type PricingToggleActor = Actor<typeof pricingToggleMachine>;

export interface PricingToggleEnvironment {
  document?: Document;
}

const isOption = (value: string | undefined): value is PricingOption => PRICING_OPTIONS.includes(value as PricingOption);

/**
 * The one place the pricing toggle meets the page: its options are `<button>`s (Enter and Space
 * click them, which selects: BLK-016, BLK-017); here Left and Right (wrapping), Home and End move
 * focus between them, as in a WAI-ARIA toolbar. The React hook and the plain-DOM page both call
 * it. Returns the cleanup.
 */
export function bindPricingToggle(actor: PricingToggleActor, env: PricingToggleEnvironment = {}): () => void {
  const doc = env.document ?? document;
  const { id: rootId, priceSets } = actor.getSnapshot().context;
  const group = doc.getElementById(pricingToggleAnatomy.id(rootId, 'group'));
  if (!group) return () => {};
  const options = PRICING_OPTIONS.slice(0, priceSets);
  const onKeyDown = (event: KeyboardEvent) => {
    const option = (event.target as HTMLElement | null)?.closest?.(pricingToggleAnatomy.selector('option'));
    const current = option instanceof HTMLElement ? option.dataset.option : undefined;
    if (!isOption(current)) return;
    const target = optionFocusTarget(event.key, current, options);
    if (target === null) return;
    event.preventDefault();
    doc.getElementById(pricingToggleAnatomy.id(rootId, 'option', target))?.focus();
  };
  group.addEventListener('keydown', onKeyDown);
  return () => group.removeEventListener('keydown', onKeyDown);
}
