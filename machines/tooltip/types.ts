import type { SnapshotFrom } from 'xstate';
import type { Point } from '../shared/geometry.ts';
import type { tooltipMachine } from './machine.ts';

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

/** The view model of the WAI-ARIA tooltip pattern that `connect` returns. */
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
