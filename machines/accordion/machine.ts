import { assign, emit, setup } from 'xstate';
import { ACCORDION_ANIMATION_MS, ACCORDION_DEFAULT_ID } from './constants.ts';
import { focusTarget, initiallyOpen, toggleItem, type FocusMove } from './logic.ts';

export interface AccordionInput {
  /** Item ids in display order. */
  items: readonly string[];
  /** [BLK-002] Several items may be open at once. */
  allowMultiple?: boolean;
  /** [BLK-004] The first item starts expanded. */
  expandFirst?: boolean;
  /** Prefix of the DOM ids `connect` derives; unique per page. */
  id?: string;
}

export interface AccordionContext {
  id: string;
  items: readonly string[];
  allowMultiple: boolean;
  open: string[];
}

export type AccordionEvent =
  | { type: 'TOGGLE'; id: string }
  | { type: 'FOCUS_MOVE'; from: string; move: FocusMove };

/** Emitted so the renderer moves DOM focus to that item's header button. */
export type AccordionEmitted = { type: 'focusItem'; id: string };

export const accordionMachine = setup({
  types: {
    input: {} as AccordionInput,
    context: {} as AccordionContext,
    events: {} as AccordionEvent,
    emitted: {} as AccordionEmitted,
  },
  guards: {
    isKnownItem: ({ context, event }) => event.type === 'TOGGLE' && context.items.includes(event.id),
    isKnownOrigin: ({ context, event }) => event.type === 'FOCUS_MOVE' && context.items.includes(event.from),
  },
  actions: {
    toggle: assign({
      open: ({ context, event }) =>
        event.type === 'TOGGLE' ? toggleItem(context.open, event.id, context.allowMultiple) : context.open,
    }),
    emitFocus: emit(({ context, event }) => ({
      type: 'focusItem' as const,
      id: event.type === 'FOCUS_MOVE' ? focusTarget(context.items, event.from, event.move) : event.id,
    })),
  },
  delays: {
    // [BLK-005] The animation lasts 250 ms.
    animation: ACCORDION_ANIMATION_MS,
  },
}).createMachine({
  id: 'accordion',
  context: ({ input }) => ({
    id: input.id ?? ACCORDION_DEFAULT_ID,
    items: input.items,
    allowMultiple: input.allowMultiple ?? false,
    open: initiallyOpen(input.items, input.expandFirst ?? false),
  }),
  initial: 'idle',
  on: {
    // Focus moves are allowed during the animation: only toggles wait for it.
    FOCUS_MOVE: { guard: 'isKnownOrigin', actions: 'emitFocus' },
  },
  states: {
    idle: {
      on: {
        // [BLK-001] A click toggles the item.
        TOGGLE: { guard: 'isKnownItem', target: 'animating', actions: 'toggle' },
      },
    },
    animating: {
      // [BLK-003] No TOGGLE handler here: clicks are ignored while animating.
      after: { animation: 'idle' },
    },
  },
});
