import type { SnapshotFrom } from 'xstate';
import { TOOLTIP_DISMISS_KEY, TOOLTIP_EDGE_MARGIN, TOOLTIP_MOUSE_OFFSET, TOOLTIP_WIDTH } from './constants.ts';
import type { Point } from '../shared/geometry.ts';
import type { TooltipEvent, tooltipMachine } from './machine.ts';

export type TooltipSnapshot = SnapshotFrom<typeof tooltipMachine>;

export interface PointerEventLike {
  clientX: number;
  clientY: number;
}

/**
 * The part of a pointerleave event the handlers read: the element the pointer went to, asked
 * whether it is (inside) the tooltip or its trigger. A DOM `Element` is one.
 */
export interface PointerLeaveEventLike {
  relatedTarget?: unknown;
}

export interface TooltipKeyboardEventLike {
  key: string;
  preventDefault(): void;
}

export interface TooltipApi {
  shown: boolean;
  /** Waiting to show (its delay runs) or shown: what it needs to be placed should be at hand. */
  active: boolean;
  /**
   * Where to place it: by the pointer where it rested when the tooltip showed (15 px off), or,
   * shown by focus alone, by the trigger. Fixed while it shows, so the pointer can reach it.
   */
  anchor: { kind: 'pointer'; point: Point } | { kind: 'trigger' };
  /** [WID-011] Positioning: 15 px from the anchor, 20 px from the viewport edges. */
  placement: { offset: number; edgeMargin: number };
  getTriggerProps(): {
    'aria-describedby': string;
    'data-scope': 'tooltip';
    'data-part': 'trigger';
    onPointerEnter(event: PointerEventLike): void;
    onPointerMove(event: PointerEventLike): void;
    onPointerLeave(event?: PointerLeaveEventLike): void;
    onFocus(): void;
    onBlur(): void;
    onKeyDown(event: TooltipKeyboardEventLike): void;
  };
  getTooltipProps(): {
    id: string;
    role: 'tooltip';
    hidden: boolean;
    'data-scope': 'tooltip';
    'data-part': 'content';
    'data-state': 'hidden' | 'pending' | 'shown';
    'data-control-area': 'tooltip';
    style: Record<string, string>;
    /** WCAG 1.4.13 (hoverable): the pointer over the tooltip keeps it. */
    onPointerEnter(): void;
    onPointerLeave(event?: PointerLeaveEventLike): void;
  };
}

/** Whether a pointer leaving went onto the element that `selector` finds (or inside it). */
function wentOnto(event: PointerLeaveEventLike | undefined, selector: string): boolean {
  const target = event?.relatedTarget as { closest?: unknown } | null | undefined;
  return typeof target?.closest === 'function' && (target as { closest(selector: string): unknown }).closest(selector) != null;
}

/** Pure view model of the WAI-ARIA tooltip pattern for any renderer. */
export function connect(snapshot: TooltipSnapshot, send: (event: TooltipEvent) => void): TooltipApi {
  const { id, hovered, point } = snapshot.context;
  const contentId = `${id}-content`;
  const state = snapshot.value as 'hidden' | 'pending' | 'shown';
  const shown = state === 'shown';
  // Shown: where it was placed when it showed, kept still; else where it would show now.
  const anchor = shown ? snapshot.context.anchor : hovered ? point : null;
  return {
    shown,
    active: state !== 'hidden',
    anchor: anchor ? { kind: 'pointer', point: anchor } : { kind: 'trigger' },
    placement: { offset: TOOLTIP_MOUSE_OFFSET, edgeMargin: TOOLTIP_EDGE_MARGIN },
    getTriggerProps: () => ({
      'aria-describedby': contentId,
      'data-scope': 'tooltip',
      'data-part': 'trigger',
      onPointerEnter: (event) => send({ type: 'POINTER_ENTER', x: event.clientX, y: event.clientY }),
      onPointerMove: (event) => send({ type: 'POINTER_MOVE', x: event.clientX, y: event.clientY }),
      onPointerLeave: (event) => send({ type: 'POINTER_LEAVE', toTooltip: wentOnto(event, `[id="${contentId}"]`) }),
      onFocus: () => send({ type: 'FOCUS' }),
      onBlur: () => send({ type: 'BLUR' }),
      onKeyDown: (event) => {
        if (event.key !== TOOLTIP_DISMISS_KEY || state === 'hidden') return;
        // Esc here only dismisses the tooltip, never a dialog or a page-wide Esc rule.
        event.preventDefault();
        send({ type: 'KEY', key: event.key });
      },
    }),
    getTooltipProps: () => ({
      id: contentId,
      role: 'tooltip',
      hidden: !shown,
      'data-scope': 'tooltip',
      'data-part': 'content',
      'data-state': state,
      // [NAV-009] A click on a tooltip never closes the dialog under it.
      'data-control-area': 'tooltip',
      // [WID-011] Width 250.
      style: { '--sm-tooltip-width': `${TOOLTIP_WIDTH}px` },
      onPointerEnter: () => send({ type: 'TOOLTIP_POINTER_ENTER' }),
      onPointerLeave: (event) => send({ type: 'TOOLTIP_POINTER_LEAVE', toTrigger: wentOnto(event, `[aria-describedby="${contentId}"]`) }),
    }),
  };
}
