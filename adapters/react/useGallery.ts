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
  initialIndexFromHistory,
  nomotionRequested,
} from '../browser/gallery.ts';
import { isMobileDevice, prefersReducedMotion } from '../browser/device.ts';
import { indexesToPreload } from '../../machines/media/logic.ts';

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
}

/**
 * Starts a galleryMachine for the component's lifetime with the browser provided: randomness,
 * ?nomotion, mobile detection, the page's arrow keys, the transition's motion, click-through
 * navigation and history. Returns the actor and the ref to put on the gallery's root.
 */
export function useGalleryActor(input: GalleryInput, options: UseGalleryOptions = {}): { actorRef: GalleryActor; rootRef: RefObject<HTMLElement | null> } {
  const rootRef = useRef<HTMLElement | null>(null);
  const { history, slides = [], motionMs = 0, keyboard = true } = options;
  const historyOptions = history ? { ...history, slides } : undefined;
  // Read once, at mount, like every machine input.
  const [startInput] = useState<GalleryInput>(() => ({
    random: Math.random,
    nomotion: nomotionRequested(),
    mobile: isMobileDevice(),
    ...input,
    currentIndex: (historyOptions && initialIndexFromHistory(historyOptions)) ?? input.currentIndex,
  }));
  const actorRef = useActorRef(galleryMachine, { input: startInput });
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

/** Whether one slide is active: a slide re-renders only when this flips [GAL-047]. */
export function useSlideActive(actorRef: GalleryActor, index: number): boolean {
  return useSelector(actorRef, (snapshot) => {
    const { index: current, groupSize } = snapshot.context;
    return groupSize > 1 ? Math.floor(index / groupSize) === Math.floor(current / groupSize) : index === current;
  });
}

/**
 * [MEDIA-017] Whether a slide's image should load: within `preloadCount` of the current slide
 * (wrapping with loop). Once true it stays true, so a slide re-renders for it once.
 */
export function useSlidePreload(actorRef: GalleryActor, index: number, preloadCount: number): boolean {
  const seen = useRef(false);
  return useSelector(actorRef, (snapshot) => {
    const { index: current, count, loop } = snapshot.context;
    seen.current ||= indexesToPreload(current, count, preloadCount, loop).includes(index);
    return seen.current;
  });
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
  const child = useActorRef(galleryMachine, { input: startInput });
  useEffect(() => linkGalleries(parent, child), [parent, child]);
  return child;
}
