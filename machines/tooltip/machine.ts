import { assign, setup } from 'xstate';
import type { Point } from '../shared/geometry.ts';
import { TOOLTIP_DISMISS_KEY, TOOLTIP_SHOW_DELAY_MS } from './constants.ts';

export interface TooltipInput {
  /** Prefix of the DOM ids `connect` derives; unique per page. */
  id?: string;
}


export interface TooltipContext {
  id: string;
  /** The pointer's last position over the trigger (viewport px), for placing the tooltip by it. */
  point: Point | null;
  hovered: boolean;
  focused: boolean;
}

export type TooltipEvent =
  | { type: 'POINTER_ENTER'; x: number; y: number }
  | { type: 'POINTER_MOVE'; x: number; y: number }
  | { type: 'POINTER_LEAVE' }
  | { type: 'FOCUS' }
  | { type: 'BLUR' }
  | { type: 'KEY'; key: string };

/**
 * [WID-010] The tooltip (WAI-ARIA tooltip pattern): shown 1200 ms after the pointer enters its
 * trigger, at once on keyboard focus; hidden when both pointer and focus have left, or by Esc.
 */
export const tooltipMachine = setup({
  types: {
    input: {} as TooltipInput,
    context: {} as TooltipContext,
    events: {} as TooltipEvent,
  },
  guards: {
    isDismissKey: ({ event }) => event.type === 'KEY' && event.key === TOOLTIP_DISMISS_KEY,
    stillFocused: ({ context }) => context.focused,
    stillHovered: ({ context }) => context.hovered,
  },
  actions: {
    enter: assign({ hovered: true, point: ({ event, context }) => ('x' in event ? { x: event.x, y: event.y } : context.point) }),
    move: assign({ point: ({ event, context }) => ('x' in event ? { x: event.x, y: event.y } : context.point) }),
    leave: assign({ hovered: false }),
    focus: assign({ focused: true }),
    blur: assign({ focused: false }),
  },
  delays: {
    showDelay: TOOLTIP_SHOW_DELAY_MS,
  },
}).createMachine({
  id: 'tooltip',
  context: ({ input }) => ({ id: input.id ?? 'tooltip', point: null, hovered: false, focused: false }),
  initial: 'hidden',
  on: {
    // Kept whatever the state, so a dismissed tooltip knows when pointer and focus have left.
    POINTER_MOVE: { actions: 'move' },
    POINTER_LEAVE: { actions: 'leave' },
    BLUR: { actions: 'blur' },
  },
  states: {
    hidden: {
      on: {
        POINTER_ENTER: { target: 'pending', actions: 'enter' },
        // WAI-ARIA: keyboard focus shows the tooltip at once.
        FOCUS: { target: 'shown', actions: 'focus' },
      },
    },
    pending: {
      after: { showDelay: 'shown' },
      on: {
        POINTER_LEAVE: { target: 'hidden', actions: 'leave' },
        FOCUS: { target: 'shown', actions: 'focus' },
        KEY: { guard: 'isDismissKey', target: 'hidden' },
      },
    },
    shown: {
      on: {
        POINTER_ENTER: { actions: 'enter' },
        FOCUS: { actions: 'focus' },
        POINTER_LEAVE: [{ guard: 'stillFocused', actions: 'leave' }, { target: 'hidden', actions: 'leave' }],
        BLUR: [{ guard: 'stillHovered', actions: 'blur' }, { target: 'hidden', actions: 'blur' }],
        KEY: { guard: 'isDismissKey', target: 'hidden' },
      },
    },
  },
});
