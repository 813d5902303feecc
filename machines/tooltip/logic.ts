import type { Point } from '../shared/geometry.ts';

/** A zero-size rectangle at a point: the reference a positioning library places the tooltip by. */
export function pointRect({ x, y }: Point): { x: number; y: number; top: number; left: number; right: number; bottom: number; width: 0; height: 0 } {
  return { x, y, top: y, left: x, right: x, bottom: y, width: 0, height: 0 };
}

export interface TooltipPlacementInput {
  /** The box placed by: the pointer's point (zero size) or the trigger's box, in viewport px. */
  anchor: { left: number; top: number; width: number; height: number };
  /** The tooltip's own size. */
  size: { width: number; height: number };
  viewport: { width: number; height: number };
  /** [WID-011] 15 px below the anchor, at least 20 px inside the viewport's edges. */
  offset: number;
  edgeMargin: number;
}

/**
 * [WID-011] Where a tooltip goes (viewport px): below its anchor's start by the offset, then
 * shifted on both axes to keep the edge margin (what `@floating-ui`'s `bottom-start` with
 * `offset` and `shift({ crossAxis: true })` does). Both renderers place by it
 * (`adapters/browser/tooltip-placement.ts`). A tooltip larger than the room left
 * keeps the start margin.
 */
export function placeTooltip({ anchor, size, viewport, offset, edgeMargin }: TooltipPlacementInput): { left: number; top: number } {
  const clamp = (value: number, room: number, extent: number) => Math.max(edgeMargin, Math.min(value, room - extent - edgeMargin));
  return {
    left: clamp(anchor.left, viewport.width, size.width),
    top: clamp(anchor.top + anchor.height + offset, viewport.height, size.height),
  };
}
