import { emit, setup } from 'xstate';
import type { CurrencyCode } from '../store/currencies.ts';
import { PRICING_TOGGLE_DEFAULT_ID } from './constants.ts';
import type { PricingOption } from './logic.ts';

/** What the pricing toggle machine starts from: `createActor(pricingToggleMachine, { input })`. */
export interface PricingToggleInput {
  /** How many price sets the block has: 2 swaps between them; 1 has nothing to swap. */
  priceSets: 1 | 2;
  /** The currency of the prices (decoded at the edge: one of the store's 27). */
  currency?: CurrencyCode;
  /** Prefix of the DOM ids `connect` derives; unique per page. */
  id?: string;
}

/** What the pricing toggle machine remembers (`snapshot.context`). */
export interface PricingToggleContext {
  id: string;
  priceSets: 1 | 2;
  currency: CurrencyCode;
}

/** The events the pricing toggle machine accepts. */
export type PricingToggleEvent =
  /** A click (or Enter or Space, which a `<button>` turns into one) on an option. */
  { type: 'SELECT'; option: PricingOption };

export type PricingToggleEmitted =
  /** The option now selected: its prices and join buttons show [BLK-016] [BLK-018]. */
  { type: 'optionChange'; option: PricingOption };

/** The pricing toggle: which billing option is selected. */
export const pricingToggleMachine = setup({
  types: {
    input: {} as PricingToggleInput,
    context: {} as PricingToggleContext,
    events: {} as PricingToggleEvent,
    emitted: {} as PricingToggleEmitted,
  },
  guards: {
    selectsA: ({ event }) => event.option === 'A',
    // A block with one price set has no option B to swap to.
    selectsB: ({ context, event }) => event.option === 'B' && context.priceSets === 2,
  },
  actions: {
    tellOption: emit(({ event }) => ({ type: 'optionChange' as const, option: event.option })),
  },
}).createMachine({
  id: 'pricingToggle',
  context: ({ input }) => ({ id: input.id ?? PRICING_TOGGLE_DEFAULT_ID, priceSets: input.priceSets, currency: input.currency ?? 'USD' }),
  initial: 'optionA',
  // [BLK-016] Option A or option B is selected; [BLK-018] its price set and join buttons show.
  // [BLK-017] Selecting the option already selected does nothing: no transition takes it.
  states: {
    optionA: {
      on: { SELECT: { guard: 'selectsB', target: 'optionB', actions: 'tellOption' } },
    },
    optionB: {
      on: { SELECT: { guard: 'selectsA', target: 'optionA', actions: 'tellOption' } },
    },
  },
});
