import { tooltipAnatomy } from '../../machines/tooltip/anatomy.ts';
import { placeTooltip } from '../../machines/tooltip/logic.ts';
import type { TooltipApi } from '../../machines/tooltip/types.ts';

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
export function placeTooltipContent(rootId: string, view: TooltipPlacementView, doc: Document = document): void {
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
  const spot = placeTooltip({
    anchor: { left: box.left, top: box.top, width: box.width, height: box.height },
    size: { width: content.offsetWidth, height: content.offsetHeight },
    viewport: { width: doc.documentElement.clientWidth, height: doc.documentElement.clientHeight },
    ...view.placement,
  });
  content.style.setProperty(X, `${spot.left}px`);
  content.style.setProperty(Y, `${spot.top}px`);
  content.style.setProperty(VISIBILITY, 'visible');
}
