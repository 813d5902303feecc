import { useEffect, useRef, useState, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { autoplayStatus, connect, type GalleryApi, type GalleryConnectOptions, type GallerySnapshot } from '../../machines/gallery/connect.ts';
import { galleryMachine, type GalleryInput } from '../../machines/gallery/machine.ts';
import { linkGalleries } from '../../machines/gallery/link.ts';
import type { SlideKey } from '../../machines/gallery/history.ts';
import {
  bindGalleryEffects,
  claimGalleryNode,
  releaseGalleryNode,
  bindGalleryHistory,
  bindGalleryKeyboard,
  bindGalleryMotion,
  bindHoverPause,
  initialIndexFromHistory,
  nomotionRequested,
} from '../browser/gallery.ts';
import { isMobileDevice, prefersReducedMotion } from '../browser/device.ts';
import { inspectOnPage } from '../browser/inspection.ts';
import { isPreloadIndex } from '../../machines/media/logic.ts';
import { isActiveSlide } from '../../machines/gallery/logic.ts';

export type GalleryActor = Actor<typeof galleryMachine>;

export interface GalleryHistorySettings {
  historyHash: boolean;
  /** [GAL-006] The collection's full URL. */
  collection: string;
  inBackendEditor?: boolean;
}

export interface UseGalleryOptions {
  /** Length of the transition each index change runs (0: none); skipped under reduced motion. */
  motionMs?: number;
  /** Slide ids and urls, for history. */
  slides?: readonly SlideKey[];
  history?: GalleryHistorySettings;
  /** A slide was clicked (no click-through): open a lightbox on it, for instance. */
  onSlideActivate?: (index: number) => void;
  /** Arrow keys on the page move this gallery [GAL-030]; off for a linked child. */
  keyboard?: boolean;
  /** [GAL-023] Selectors of the parts whose hovering suspends autoplay (give `connect` the same). */
  pauseOnMouseover?: readonly string[];
}

/**
 * Starts a galleryMachine for the component's lifetime with the browser provided: randomness,
 * ?nomotion, mobile detection, the page's arrow keys, the transition's motion, click-through
 * navigation and history. Returns the actor and the ref to put on the gallery's root.
 */
export function useGalleryActor(input: GalleryInput, options: UseGalleryOptions = {}): { actorRef: GalleryActor; rootRef: RefObject<HTMLDivElement | null> } {
  const rootRef = useRef<HTMLDivElement | null>(null);
  const { history, slides = [], motionMs = 0, keyboard = true, pauseOnMouseover } = options;
  const historyOptions = history ? { ...history, slides } : undefined;
  // Read once, at mount, like every machine input.
  const [startInput] = useState<GalleryInput>(() => ({
    random: Math.random,
    nomotion: nomotionRequested(),
    mobile: isMobileDevice(),
    ...input,
    currentIndex: (historyOptions && initialIndexFromHistory(historyOptions)) ?? input.currentIndex,
  }));
  const actorRef = useActorRef(galleryMachine, { input: startInput, inspect: inspectOnPage });
  const onActivate = useRef(options.onSlideActivate);
  onActivate.current = options.onSlideActivate;

  useEffect(() => {
    const root = rootRef.current;
    claimGalleryNode(root);
    const unbind = [
      () => releaseGalleryNode(root),
      keyboard ? bindGalleryKeyboard(actorRef, () => rootRef.current) : () => {},
      bindGalleryMotion(actorRef, () => (prefersReducedMotion() ? 0 : motionMs)),
      bindGalleryEffects(actorRef, { onSlideActivate: (index) => onActivate.current?.(index) }),
      historyOptions ? bindGalleryHistory(actorRef, historyOptions) : () => {},
      root && pauseOnMouseover ? bindHoverPause(actorRef, root, pauseOnMouseover) : () => {},
    ];
    return () => unbind.forEach((fn) => fn());
    // The bindings live as long as the actor; options are read once, like the input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actorRef]);
  return { actorRef, rootRef };
}

// What the gallery's frame shows: index, count, motion, row size and autoplay.
const frameKey = (snapshot: GallerySnapshot) =>
  `${snapshot.context.index}|${snapshot.context.count}|${snapshot.context.inMotion}|${snapshot.context.groupSize}|${snapshot.context.direction}|${autoplayStatus(snapshot)}`;

/** The gallery's `connect` view model, re-rendering only when the frame's slice changes. */
export function useGalleryApi(actorRef: GalleryActor, options: GalleryConnectOptions): GalleryApi {
  useSelector(actorRef, frameKey);
  return connect(actorRef.getSnapshot(), actorRef.send, options);
}

/**
 * What one slide shows, from the one subscription it holds: active [GAL-047], and near, once it
 * has been within `preloadCount` of the current slide [MEDIA-017] (it stays near, so its image
 * stays). The selector is a few comparisons, and a slide re-renders only when its answer
 * changes: one NEXT re-renders the slide left, the slide shown and the slide that comes near.
 */
export function useSlideState(actorRef: GalleryActor, index: number, preloadCount = 0): { active: boolean; near: boolean } {
  const seen = useRef(false);
  const state = useSelector(actorRef, ({ context }) => {
    const active = isActiveSlide(index, context.index, context.groupSize);
    seen.current ||= active || isPreloadIndex(index, context.index, context.count, preloadCount, context.loop);
    return active ? 2 : seen.current ? 1 : 0;
  });
  return { active: state === 2, near: state > 0 };
}

/** Whether one slide is active [GAL-047]. */
export function useSlideActive(actorRef: GalleryActor, index: number): boolean {
  return useSlideState(actorRef, index).active;
}

/** The current index alone. */
export function useGalleryIndex(actorRef: GalleryActor): number {
  return useSelector(actorRef, (snapshot) => snapshot.context.index);
}

/**
 * A second gallery linked to `parent` [GAL-045] (thumbnails under a slideshow): it follows the
 * parent's index and moves it, and its keyboard is off [GAL-046].
 */
export function useLinkedGallery(parent: GalleryActor, input: GalleryInput): GalleryActor {
  const [startInput] = useState<GalleryInput>(() => ({ ...input, currentIndex: parent.getSnapshot().context.index, keyboard: false }));
  const child = useActorRef(galleryMachine, { input: startInput, inspect: inspectOnPage });
  useEffect(() => linkGalleries(parent, child), [parent, child]);
  return child;
}
