import { tooltipAnatomy } from '../../machines/tooltip/anatomy.ts';
import { computePosition, offset, shift, type Platform } from '@floating-ui/core';
import type { TooltipApi } from '../../machines/tooltip/types.ts';

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
 * shifted on both axes to keep the edge margin, placed by `@floating-ui/core`
 * (`bottom-start`, `offset`, `shift({ crossAxis: true })`) over a platform of plain boxes, so
 * the rule is a pure function of boxes (tested as such) that both renderers place by.
 * A tooltip larger than the room left keeps the start margin.
 */
export async function placeTooltip({ anchor, size, viewport, offset: below, edgeMargin }: TooltipPlacementInput): Promise<{ left: number; top: number }> {
  const platform: Platform = {
    getElementRects: () => ({ reference: { x: anchor.left, y: anchor.top, width: anchor.width, height: anchor.height }, floating: { x: 0, y: 0, ...size } }),
    getDimensions: () => size,
    getClippingRect: () => ({ x: 0, y: 0, width: viewport.width, height: viewport.height }),
  };
  const { x, y } = await computePosition(anchor, size, {
    placement: 'bottom-start',
    strategy: 'fixed',
    middleware: [offset(below), shift({ padding: edgeMargin, crossAxis: true })],
    platform,
  });
  return { left: x, top: y };
}

/** What placing needs of `connect`'s view: whether it shows, what it is placed by, the offset and margin. */
export type TooltipPlacementView = Pick<TooltipApi, 'shown' | 'anchor' | 'placement'>;

// The custom properties ui/tooltip.css places the content with (out of sight until they are set).
const X = '--sm-tooltip-x';
const Y = '--sm-tooltip-y';
const VISIBILITY = '--sm-tooltip-visibility';

/**
 * The tooltip's positioning, its own chunk (fetched while the tooltip waits to show, through
 * `tooltipPlacement` of `./tooltip.ts`), the same for React and the plain DOM: once the tooltip
 * of `rootId` shows, its content is placed once [WID-011] (15 px below the pointer where it
 * rested, or below the trigger when focus showed it, 20 px inside the viewport's edges, by the
 * pure `placeTooltip`) and kept still while it shows (WCAG 1.4.13); hidden, the placement is
 * cleared. Call it after each render, once the DOM shows what `view` says.
 */
export async function placeTooltipContent(rootId: string, view: TooltipPlacementView, doc: Document = document): Promise<void> {
  const contentId = tooltipAnatomy.id(rootId, 'content');
  const content = doc.getElementById(contentId);
  if (!content) return;
  if (!view.shown) {
    for (const property of [X, Y, VISIBILITY]) content.style.removeProperty(property);
    return;
  }
  if (content.style.getPropertyValue(VISIBILITY) === 'visible') return;
  const trigger = Array.from(doc.querySelectorAll(tooltipAnatomy.selector('trigger'))).find((element) => element.getAttribute('aria-describedby') === contentId);
  const box = view.anchor.kind === 'pointer' ? { left: view.anchor.point.x, top: view.anchor.point.y, width: 0, height: 0 } : trigger?.getBoundingClientRect();
  if (!box) return;
  const spot = await placeTooltip({
    anchor: { left: box.left, top: box.top, width: box.width, height: box.height },
    size: { width: content.offsetWidth, height: content.offsetHeight },
    viewport: { width: doc.documentElement.clientWidth, height: doc.documentElement.clientHeight },
    ...view.placement,
  });
  // Hidden again (the DOM shows it hidden), or placed by another call, while the library worked: nothing to set.
  if (!content.isConnected || content.hidden || content.style.getPropertyValue(VISIBILITY) === 'visible') return;
  content.style.setProperty(X, `${spot.left}px`);
  content.style.setProperty(Y, `${spot.top}px`);
  content.style.setProperty(VISIBILITY, 'visible');
}
