import { assign, setup } from 'xstate';

/**
 * The tooltip as a visitor meets it (WID-010, WAI-ARIA tooltip), apart from the real machine:
 * shown 1200 ms after the pointer rests (DELAY_DONE lets that time pass), at once on focus,
 * kept while pointer or focus stays, hidden by Esc. WCAG 1.4.13: placed where it showed and kept
 * still, so the pointer can move onto it; kept while the pointer is on the trigger or on it.
 */
export type TooltipModelConfig = Record<string, never>;

export type TooltipModelEvent =
  | { type: 'POINTER_ENTER' }
  | { type: 'POINTER_MOVE' }
  | { type: 'POINTER_LEAVE' }
  | { type: 'FOCUS' }
  | { type: 'BLUR' }
  | { type: 'ESCAPE' }
  | { type: 'DELAY_DONE' }
  /** Move the pointer from the trigger straight onto the shown tooltip. */
  | { type: 'ONTO_TOOLTIP' }
  /** Move the pointer from the tooltip straight back onto the trigger. */
  | { type: 'BACK_TO_TRIGGER' }
  /** Move the pointer off the tooltip to somewhere else. */
  | { type: 'OFF_TOOLTIP' };

export interface TooltipView {
  shown: boolean;
  /**
   * Shown: placed by the pointer if it was on the trigger when the tooltip showed, else by the
   * trigger, and kept there. Not shown: where it would be placed now.
   */
  anchor: 'pointer' | 'trigger';
}

interface SpecContext {
  hovered: boolean;
  focused: boolean;
  overTooltip: boolean;
  /** Where the shown tooltip was placed. */
  anchor: 'pointer' | 'trigger';
}

export function createTooltipSpec(_config: TooltipModelConfig) {
  return setup({
    types: { context: {} as SpecContext, events: {} as TooltipModelEvent },
    guards: {
      focused: ({ context }) => context.focused,
      hovered: ({ context }) => context.hovered,
      outside: ({ context }) => !context.hovered,
      unfocused: ({ context }) => !context.focused,
      onTooltip: ({ context }) => context.overTooltip,
      offTooltip: ({ context }) => !context.overTooltip,
      focusedOrOnTooltip: ({ context }) => context.focused || context.overTooltip,
      focusedOrHovered: ({ context }) => context.focused || context.hovered,
      keptByPointerOrFocus: ({ context }) => context.hovered || context.overTooltip,
    },
    actions: {
      enter: assign({ hovered: true }),
      leave: assign({ hovered: false }),
      onto: assign({ hovered: false, overTooltip: true }),
      back: assign({ hovered: true, overTooltip: false }),
      off: assign({ overTooltip: false }),
      place: assign({ anchor: ({ context }) => (context.hovered ? ('pointer' as const) : ('trigger' as const)) }),
      focus: assign({ focused: true }),
      blur: assign({ focused: false }),
    },
  }).createMachine({
    id: 'tooltipSpec',
    context: { hovered: false, focused: false, overTooltip: false, anchor: 'trigger' },
    initial: 'hidden',
    on: { POINTER_MOVE: {} },
    states: {
      hidden: {
        // Hidden, it is under no pointer.
        entry: 'off',
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
        entry: 'place',
        on: {
          POINTER_ENTER: { guard: 'outside', actions: 'enter' },
          FOCUS: { guard: 'unfocused', actions: 'focus' },
          POINTER_LEAVE: [{ guard: 'focusedOrOnTooltip', actions: 'leave' }, { target: 'hidden', actions: 'leave' }],
          BLUR: [{ guard: 'keptByPointerOrFocus', actions: 'blur' }, { target: 'hidden', actions: 'blur' }],
          ONTO_TOOLTIP: { guard: 'hovered', actions: 'onto' },
          BACK_TO_TRIGGER: { guard: 'onTooltip', actions: 'back' },
          // Only a pointer on the tooltip can leave it.
          OFF_TOOLTIP: [{ guard: 'offTooltip' }, { guard: 'focusedOrHovered', actions: 'off' }, { target: 'hidden', actions: 'off' }],
          ESCAPE: 'hidden',
        },
      },
    },
  });
}

export type TooltipSpec = ReturnType<typeof createTooltipSpec>;
