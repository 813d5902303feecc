import { assign, setup } from 'xstate';
import type { Point } from '../shared/geometry.ts';
import { TOOLTIP_DISMISS_KEY, TOOLTIP_SHOW_DELAY_MS } from './constants.ts';

/** What the tooltip machine starts from: `createActor(tooltipMachine, { input })`. */
export interface TooltipInput {
  /** Prefix of the DOM ids `connect` derives; unique per page. */
  id?: string;
}


/** What the tooltip machine remembers (`snapshot.context`). */
export interface TooltipContext {
  id: string;
  /** The pointer's last position over the trigger (viewport px), for placing the tooltip by it. */
  point: Point | null;
  /**
   * Where the shown tooltip is placed: the pointer's point when it showed (WID-011: 15 px off it),
   * or null for by the trigger (shown by focus). Fixed while it shows, so the pointer can reach it.
   */
  anchor: Point | null;
  hovered: boolean;
  /** The pointer is over the shown tooltip itself (WCAG 1.4.13, hoverable). */
  overTooltip: boolean;
  focused: boolean;
}

/** The events the tooltip machine accepts. */
export type TooltipEvent =
  | { type: 'POINTER_ENTER'; x: number; y: number }
  | { type: 'POINTER_MOVE'; x: number; y: number }
  /** The pointer left the trigger; `toTooltip` when it went straight onto the shown tooltip. */
  | { type: 'POINTER_LEAVE'; toTooltip?: boolean }
  /** The pointer came onto the shown tooltip. */
  | { type: 'TOOLTIP_POINTER_ENTER' }
  /** The pointer left the tooltip; `toTrigger` when it went straight back onto the trigger. */
  | { type: 'TOOLTIP_POINTER_LEAVE'; toTrigger?: boolean }
  | { type: 'FOCUS' }
  | { type: 'BLUR' }
  | { type: 'KEY'; key: string };

/**
 * [WID-010] The tooltip (WAI-ARIA tooltip pattern): shown 1200 ms after the pointer enters its
 * trigger, at once on keyboard focus; hidden when both pointer and focus have left, or by Esc.
 * WCAG 1.4.13: placed where the pointer was when it showed and kept still, it stays while the
 * pointer is over the trigger or the tooltip, and hides once the pointer has left both.
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
    // The pointer went from the trigger onto the tooltip, or is on it already: it stays.
    pointerOnTooltip: ({ context, event }) => (event.type === 'POINTER_LEAVE' && event.toTooltip === true) || context.overTooltip,
    // The pointer went from the tooltip back onto the trigger, or focus keeps it.
    pointerOnTrigger: ({ context, event }) => (event.type === 'TOOLTIP_POINTER_LEAVE' && event.toTrigger === true) || context.hovered,
    keptByPointerOrFocus: ({ context }) => context.hovered || context.overTooltip,
  },
  actions: {
    enter: assign({ hovered: true, point: ({ event, context }) => ('x' in event ? { x: event.x, y: event.y } : context.point) }),
    move: assign({ point: ({ event, context }) => ('x' in event ? { x: event.x, y: event.y } : context.point) }),
    leave: assign({ hovered: false, overTooltip: ({ context, event }) => context.overTooltip || (event.type === 'POINTER_LEAVE' && event.toTooltip === true) }),
    enterTooltip: assign({ overTooltip: true }),
    leaveTooltip: assign({ overTooltip: false, hovered: ({ context, event }) => context.hovered || (event.type === 'TOOLTIP_POINTER_LEAVE' && event.toTrigger === true) }),
    // [WID-011] Placed by the pointer where it rests when the tooltip shows, then kept still.
    fixAnchor: assign({ anchor: ({ context }) => (context.hovered ? context.point : null) }),
    clearPointerOnTooltip: assign({ overTooltip: false }),
    focus: assign({ focused: true }),
    blur: assign({ focused: false }),
  },
  delays: {
    showDelay: TOOLTIP_SHOW_DELAY_MS,
  },
}).createMachine({
  id: 'tooltip',
  context: ({ input }) => ({ id: input.id ?? 'tooltip', point: null, anchor: null, hovered: false, overTooltip: false, focused: false }),
  initial: 'hidden',
  on: {
    // Kept whatever the state, so a dismissed tooltip knows when pointer and focus have left.
    POINTER_MOVE: { actions: 'move' },
    POINTER_LEAVE: { actions: 'leave' },
    BLUR: { actions: 'blur' },
  },
  states: {
    hidden: {
      // A hidden tooltip is under no pointer.
      entry: 'clearPointerOnTooltip',
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
      entry: 'fixAnchor',
      on: {
        POINTER_ENTER: { actions: 'enter' },
        FOCUS: { actions: 'focus' },
        POINTER_LEAVE: [{ guard: 'stillFocused', actions: 'leave' }, { guard: 'pointerOnTooltip', actions: 'leave' }, { target: 'hidden', actions: 'leave' }],
        TOOLTIP_POINTER_ENTER: { actions: 'enterTooltip' },
        TOOLTIP_POINTER_LEAVE: [{ guard: 'stillFocused', actions: 'leaveTooltip' }, { guard: 'pointerOnTrigger', actions: 'leaveTooltip' }, { target: 'hidden', actions: 'leaveTooltip' }],
        BLUR: [{ guard: 'keptByPointerOrFocus', actions: 'blur' }, { target: 'hidden', actions: 'blur' }],
        KEY: { guard: 'isDismissKey', target: 'hidden' },
      },
    },
  },
});
