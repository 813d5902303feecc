'use client';
import { useEffect, useRef, type RefObject } from 'react';
import type { GalleryApi } from '../../machines/gallery/connect.ts';
import { bindSwipe } from '../browser/swipe.ts';

/**
 * Touch (and, with new-swipe, mouse drags) on a slideshow stage, through the browser adapter's
 * one swipe wiring (`bindSwipe`, shared with the plain DOM): the machine decides what a gesture
 * does [TOUCH-002] [GAL-064]; a new-swipe drag moves the track while it lasts.
 */
export function useSwipe(api: GalleryApi, stage: RefObject<HTMLElement | null>, track: RefObject<HTMLElement | null>): void {
  const latest = useRef(api);
  latest.current = api;
  useEffect(() => {
    const stageElement = stage.current;
    const trackElement = track.current;
    if (!stageElement || !trackElement) return undefined;
    return bindSwipe(stageElement, trackElement, () => latest.current);
  }, [stage, track]);
}
