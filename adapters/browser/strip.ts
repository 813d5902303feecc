import type { Actor } from 'xstate';
import type { galleryMachine } from '../../machines/gallery/machine.ts';
import { stripOffset, type StripAlignment } from '../../machines/gallery/layouts.ts';
import { STRIP } from '../../machines/gallery/constants.ts';
import { observeSize } from './media.ts';

/**
 * [GAL-060] [GAL-070] [GAL-095] Scrolls a strip's scroll area so the current slide sits at its
 * alignment: middle by default, at once now and when the area is resized, then on every index
 * change (smoothly, unless reduced motion is preferred: the stylesheet's `scroll-behavior`
 * decides). The slides are the children of the area's first element (its track). Returns the cleanup.
 */
export function bindStripAlignment(actor: Actor<typeof galleryMachine>, area: HTMLElement, alignment: StripAlignment = STRIP.alignment): () => void {
  const align = (behavior?: ScrollBehavior) => {
    const items = [...(area.firstElementChild?.children ?? [])] as HTMLElement[];
    const boxes = items.map((item) => ({ left: item.offsetLeft, width: item.offsetWidth }));
    area.scrollTo({ left: stripOffset(boxes, actor.getSnapshot().context.index, area.clientWidth, alignment), behavior });
  };
  const unobserve = observeSize(area, () => align('instant'));
  const subscription = actor.on('indexChanged', () => align());
  return () => {
    unobserve();
    subscription.unsubscribe();
  };
}
