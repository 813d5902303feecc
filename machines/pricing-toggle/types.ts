import type { SnapshotFrom } from 'xstate';
import type { PricingOption } from './logic.ts';
import type { pricingToggleMachine } from './machine.ts';

export type PricingToggleSnapshot = SnapshotFrom<typeof pricingToggleMachine>;

/** The view model of the member-access pricing toggle that `connect` returns. */
export interface PricingToggleApi {
  /** [BLK-016] The selected option. */
  option: PricingOption;
  /** The options in the order of the block's price sets: ['A', 'B'], or ['A'] for one set. */
  options: readonly PricingOption[];
  /** Whether there is a toggle at all: a block with one price set has nothing to swap. */
  hasToggle: boolean;
  isSelected(option: PricingOption): boolean;
  /** A price in the block's currency, formatted with the store's `formatMoney`. */
  priceText(minorUnits: number): string;
  /** A join button's text: the block's label, else 'Join' and the plan's name. */
  joinText(planName: string, joinLabel?: string): string;
  getRootProps(): { id: string; 'data-scope': 'pricing-toggle'; 'data-part': 'root'; 'data-option': PricingOption };
  /** The two-button group; `label` names it (default 'Billing period'). */
  getGroupProps(label?: string): { id: string; role: 'group'; 'aria-label': string; 'data-scope': 'pricing-toggle'; 'data-part': 'group' };
  /** Spread on a `<button>`: Enter and Space click it natively; aria-pressed says which is on. */
  getOptionProps(option: PricingOption): {
    id: string;
    type: 'button';
    'aria-pressed': boolean;
    'data-scope': 'pricing-toggle';
    'data-part': 'option';
    'data-option': PricingOption;
    'data-state': 'on' | 'off';
    onClick(): void;
  };
  getPlanProps(planId: string): { id: string; 'data-scope': 'pricing-toggle'; 'data-part': 'plan' };
  /** A plan's price in one option's set: shown only while that option is selected [BLK-016]. */
  getPriceProps(option: PricingOption): { 'data-scope': 'pricing-toggle'; 'data-part': 'price'; 'data-option': PricingOption; hidden: boolean };
  /** A plan's join button in one option's set: shown only while that option is selected [BLK-018]. */
  getJoinProps(option: PricingOption): { 'data-scope': 'pricing-toggle'; 'data-part': 'join'; 'data-option': PricingOption; hidden: boolean };
}
