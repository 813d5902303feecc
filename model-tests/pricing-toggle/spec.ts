import { assign, setup } from 'xstate';

/**
 * The member-access pricing toggle as a visitor meets it, written apart from the real machine
 * (BLK-016..018 stated again) so the two can disagree.
 */
export interface PricingToggleModelConfig {
  /** How many price sets the block has: 2 has a toggle; 1 has none. */
  priceSets: 1 | 2;
}

export type PricingModelOption = 'A' | 'B';

export type PricingToggleModelEvent =
  /** Press an option by mouse, or by Enter or Space while it has focus. */
  | { type: 'SELECT'; option: PricingModelOption; via: 'click' | 'Enter' | 'Space' }
  /** Tab from option A to option B (both buttons are Tab stops). */
  | { type: 'TAB' }
  /** Shift+Tab from option B back to option A. */
  | { type: 'SHIFT_TAB' };

export interface PricingToggleView {
  /** [BLK-016] The selected option: its prices show; [BLK-018] and its join buttons. */
  option: PricingModelOption;
  focused: PricingModelOption | null;
  /** The option the page was last told of, or null. */
  told: PricingModelOption | null;
}

interface SpecContext {
  told: PricingModelOption | null;
}

/** Where focus is, as states: Tab is an event only where its effect is defined (A to B, Shift+Tab B to A). */
function focusStates(two: boolean, withNone: boolean) {
  return {
    ...(withNone ? { none: {} } : {}),
    onA: two ? { on: { TAB: 'onB' } } : {},
    onB: two ? { on: { SHIFT_TAB: 'onA' } } : {},
  };
}

/**
 * The selected option, and inside it where focus is. Focus is a state, not context, because
 * xstate/graph tries every event a state names: a Tab away from the toggle lands on whatever the
 * page has next, which no model of the toggle can say, so Tab exists only where it stays inside.
 */
export function createPricingToggleSpec(config: PricingToggleModelConfig) {
  const two = config.priceSets === 2;
  return setup({
    types: { context: {} as SpecContext, events: {} as PricingToggleModelEvent },
    guards: {
      picksA: ({ event }) => event.type === 'SELECT' && event.option === 'A',
      // One price set: no option B to swap to.
      picksB: ({ event }) => two && event.type === 'SELECT' && event.option === 'B',
    },
    actions: {
      // [BLK-016] [BLK-018] The other option's prices and join buttons swap in; the page is told.
      tell: assign({ told: ({ event }) => (event.type === 'SELECT' ? event.option : null) }),
    },
  }).createMachine({
    id: 'pricingToggleSpec',
    context: { told: null },
    initial: 'optionA',
    states: {
      // [BLK-017] The selected option pressed again does nothing but take focus.
      optionA: {
        initial: 'none',
        on: {
          SELECT: [
            ...(two ? [{ guard: 'picksB' as const, target: '#pricingToggleSpec.optionB.onB', actions: 'tell' as const }] : []),
            { guard: 'picksA', target: '.onA' },
            { target: '.onB' },
          ],
        },
        states: focusStates(two, true),
      },
      ...(two
        ? {
            optionB: {
              initial: 'onB',
              on: { SELECT: [{ guard: 'picksA' as const, target: '#pricingToggleSpec.optionA.onA', actions: 'tell' as const }, { target: '.onB' }] },
              states: focusStates(two, false),
            },
          }
        : {}),
    },
  });
}

export type PricingToggleSpec = ReturnType<typeof createPricingToggleSpec>;
