import { assign, setup } from 'xstate';

/**
 * The tooltip as a visitor meets it (WID-010, WAI-ARIA tooltip), apart from the real machine:
 * shown 1200 ms after the pointer rests (DELAY_DONE lets that time pass), at once on focus,
 * kept while pointer or focus stays, hidden by Esc.
 */
export type TooltipModelConfig = Record<string, never>;

export type TooltipModelEvent =
  | { type: 'POINTER_ENTER' }
  | { type: 'POINTER_MOVE' }
  | { type: 'POINTER_LEAVE' }
  | { type: 'FOCUS' }
  | { type: 'BLUR' }
  | { type: 'ESCAPE' }
  | { type: 'DELAY_DONE' };

export interface TooltipView {
  shown: boolean;
  /** Placed by the pointer while it is over the trigger, else by the trigger. */
  anchor: 'pointer' | 'trigger';
}

interface SpecContext {
  hovered: boolean;
  focused: boolean;
}

export function createTooltipSpec(_config: TooltipModelConfig) {
  return setup({
    types: { context: {} as SpecContext, events: {} as TooltipModelEvent },
    guards: {
      focused: ({ context }) => context.focused,
      hovered: ({ context }) => context.hovered,
      outside: ({ context }) => !context.hovered,
      unfocused: ({ context }) => !context.focused,
    },
    actions: {
      enter: assign({ hovered: true }),
      leave: assign({ hovered: false }),
      focus: assign({ focused: true }),
      blur: assign({ focused: false }),
    },
  }).createMachine({
    id: 'tooltipSpec',
    context: { hovered: false, focused: false },
    initial: 'hidden',
    on: { POINTER_MOVE: {} },
    states: {
      hidden: {
        on: {
          POINTER_ENTER: { guard: 'outside', target: 'pending', actions: 'enter' },
          FOCUS: { guard: 'unfocused', target: 'shown', actions: 'focus' },
          POINTER_LEAVE: { guard: 'hovered', actions: 'leave' },
          BLUR: { guard: 'focused', actions: 'blur' },
        },
      },
      pending: {
        on: {
          DELAY_DONE: 'shown',
          POINTER_LEAVE: { target: 'hidden', actions: 'leave' },
          FOCUS: { guard: 'unfocused', target: 'shown', actions: 'focus' },
          BLUR: { guard: 'focused', actions: 'blur' },
          ESCAPE: 'hidden',
        },
      },
      shown: {
        on: {
          POINTER_ENTER: { guard: 'outside', actions: 'enter' },
          FOCUS: { guard: 'unfocused', actions: 'focus' },
          POINTER_LEAVE: [{ guard: 'focused', actions: 'leave' }, { target: 'hidden', actions: 'leave' }],
          BLUR: [{ guard: 'hovered', actions: 'blur' }, { target: 'hidden', actions: 'blur' }],
          ESCAPE: 'hidden',
        },
      },
    },
  });
}

export type TooltipSpec = ReturnType<typeof createTooltipSpec>;
