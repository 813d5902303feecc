'use client';
import { useEffect, useState, type RefObject } from 'react';
import { stripOffset, type StripAlignment } from '../../machines/gallery/layouts.ts';
import { STRIP } from '../../machines/gallery/constants.ts';
import { observeNearViewport, observeSize } from '../browser/media.ts';
import type { GalleryActor } from './useGallery.ts';

/**
 * [GAL-060] [GAL-070] [GAL-095] Scrolls a strip's scroll area so the current slide sits at its alignment:
 * middle by default, at once on mount and when the area is resized, then on every index change (smoothly, unless
 * reduced motion is preferred: the stylesheet's `scroll-behavior` decides).
 */
export function useStripAlignment(actorRef: GalleryActor, scrollArea: RefObject<HTMLElement | null>, alignment: StripAlignment = STRIP.alignment): void {
  useEffect(() => {
    const area = scrollArea.current;
    if (!area) return;
    const align = (behavior?: ScrollBehavior) => {
      const items = [...(area.firstElementChild?.children ?? [])] as HTMLElement[];
      const boxes = items.map((item) => ({ left: item.offsetLeft, width: item.offsetWidth }));
      area.scrollTo({ left: stripOffset(boxes, actorRef.getSnapshot().context.index, area.clientWidth, alignment), behavior });
    };
    const unobserve = observeSize(area, () => align('instant'));
    const subscription = actorRef.on('indexChanged', () => align());
    return () => {
      unobserve();
      subscription.unsubscribe();
    };
  }, [actorRef, scrollArea, alignment]);
}

/** [MEDIA-016] Whether the element has come within 200 px of the viewport (it stays true). */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => (ref.current ? observeNearViewport(ref.current, () => setNear(true)) : undefined), [ref]);
  return near;
}
