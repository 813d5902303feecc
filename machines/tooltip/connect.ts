import type { SnapshotFrom } from 'xstate';
import { TOOLTIP_DISMISS_KEY, TOOLTIP_EDGE_MARGIN, TOOLTIP_MOUSE_OFFSET, TOOLTIP_WIDTH } from './constants.ts';
import type { Point } from '../shared/geometry.ts';
import type { TooltipEvent, tooltipMachine } from './machine.ts';

export type TooltipSnapshot = SnapshotFrom<typeof tooltipMachine>;

export interface PointerEventLike {
  clientX: number;
  clientY: number;
}

export interface TooltipKeyboardEventLike {
  key: string;
  preventDefault(): void;
}

export interface TooltipApi {
  shown: boolean;
  /** Waiting to show (its delay runs) or shown: what it needs to be placed should be at hand. */
  active: boolean;
  /** Where to place it: by the pointer (15 px off) or, shown by focus alone, by the trigger. */
  anchor: { kind: 'pointer'; point: Point } | { kind: 'trigger' };
  /** [WID-011] Positioning: 15 px from the anchor, 20 px from the viewport edges. */
  placement: { offset: number; edgeMargin: number };
  getTriggerProps(): {
    'aria-describedby': string;
    'data-scope': 'tooltip';
    'data-part': 'trigger';
    onPointerEnter(event: PointerEventLike): void;
    onPointerMove(event: PointerEventLike): void;
    onPointerLeave(): void;
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
  };
}

/** Pure view model of the WAI-ARIA tooltip pattern for any renderer. */
export function connect(snapshot: TooltipSnapshot, send: (event: TooltipEvent) => void): TooltipApi {
  const { id, point, hovered } = snapshot.context;
  const state = snapshot.value as 'hidden' | 'pending' | 'shown';
  const shown = state === 'shown';
  return {
    shown,
    active: state !== 'hidden',
    anchor: hovered && point ? { kind: 'pointer', point } : { kind: 'trigger' },
    placement: { offset: TOOLTIP_MOUSE_OFFSET, edgeMargin: TOOLTIP_EDGE_MARGIN },
    getTriggerProps: () => ({
      'aria-describedby': `${id}-content`,
      'data-scope': 'tooltip',
      'data-part': 'trigger',
      onPointerEnter: (event) => send({ type: 'POINTER_ENTER', x: event.clientX, y: event.clientY }),
      onPointerMove: (event) => send({ type: 'POINTER_MOVE', x: event.clientX, y: event.clientY }),
      onPointerLeave: () => send({ type: 'POINTER_LEAVE' }),
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
      id: `${id}-content`,
      role: 'tooltip',
      hidden: !shown,
      'data-scope': 'tooltip',
      'data-part': 'content',
      'data-state': state,
      // [NAV-009] A click on a tooltip never closes the dialog under it.
      'data-control-area': 'tooltip',
      // [WID-011] Width 250.
      style: { '--sm-tooltip-width': `${TOOLTIP_WIDTH}px` },
    }),
  };
}
