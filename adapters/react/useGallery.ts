'use client';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { autoplayStatus, connect, type GalleryApi, type GalleryConnectOptions, type GallerySnapshot } from '../../machines/gallery/connect.ts';
import { galleryMachine, type GalleryInput } from '../../machines/gallery/machine.ts';
import { linkGalleries } from '../../machines/gallery/link.ts';
import { historyIndex, type SlideKey } from '../../machines/gallery/history.ts';
import { isActiveSlide, isNomotion } from '../../machines/gallery/logic.ts';
import { bindGallery } from '../browser/gallery.ts';
import { normalizeProps } from './normalize-props.ts';
import { useMobile, usePageLocation } from './environment.tsx';
import { galleryIndex } from '../browser/controlled-props.ts';
import { useInspect, useLatest, type ActorHookOptions } from './actor-hooks.ts';
import { useControllableState } from './useControllableState.ts';

export type GalleryActor = Actor<typeof galleryMachine>;

/** For the React layer's lazily loaded video slides: the log of a video layer that could not be fetched. */
export { reportVideoLoaderMissing } from '../browser/gallery.ts';

export interface GalleryHistorySettings {
  historyHash: boolean;
  /** [GAL-006] The collection's full URL. */
  collection: string;
  inBackendEditor?: boolean;
}

export interface UseGalleryOptions extends ActorHookOptions {
  /** Slide ids and urls, for history. */
  slides?: readonly SlideKey[];
  history?: GalleryHistorySettings;
  /** A slide was clicked (no click-through): open a lightbox on it, for instance. */
  onSlideActivate?: (index: number) => void;
  /** [GAL-023] Selectors of the parts whose hovering suspends autoplay (give `connect` the same). */
  pauseOnMouseover?: readonly string[];
  /**
   * [GAL-014] Follows a click-through address that was not clicked as a link; by default
   * `followLink` (never a script address).
   */
  navigate?: (url: string) => void;
  /**
   * Controlled: the slide shown, owned by the page. The visitor's steps, clicks, swipes and
   * autoplay only ask for a change (`onIndexChange`); the gallery shows what the page sets.
   */
  index?: number;
  /** The index a visitor's step or autoplay leads to (controlled: asked for), or the one kept when a set index was refused. */
  onIndexChange?: (index: number) => void;
}

/**
 * Starts a galleryMachine for the component's lifetime with the browser provided: randomness,
 * ?nomotion, the device, the window's width and reduced motion (server defaults first, the
 * browser's after hydration), the page's arrow keys, click-through navigation and history.
 * Returns the actor and the ref to put on the gallery's root.
 */
export function useGalleryActor(input: GalleryInput, options: UseGalleryOptions = {}): { actorRef: GalleryActor; rootRef: RefObject<HTMLDivElement | null> } {
  const rootRef = useRef<HTMLDivElement | null>(null);
  const { history, slides = [], pauseOnMouseover, navigate, index } = options;
  const historyOptions = history ? { ...history, slides } : undefined;
  const controlled = index !== undefined;
  // The page's address and device as the server knew them: both renders start from the same
  // slide (a hash or history state the server never saw is read after hydration).
  const location = usePageLocation();
  const mobile = useMobile();
  const [startInput] = useState<GalleryInput>(() => ({
    random: Math.random,
    nomotion: isNomotion(location.search),
    mobile,
    ...input,
    controlled,
    currentIndex: index ?? (historyOptions && historyIndex(historyOptions, { pathname: location.pathname, hash: location.hash, state: null })) ?? input.currentIndex,
  }));
  const actorRef = useActorRef(galleryMachine, { input: startInput, inspect: useInspect(options) });
  const callbacks = useLatest({ onSlideActivate: options.onSlideActivate });

  useEffect(() => actorRef.send({ type: 'SET_COUNT', count: input.numberOfSlides }), [actorRef, input.numberOfSlides]);

  // Controlled: the page's index is shown (a refused one is reported back through onIndexChange).
  useControllableState(actorRef, galleryIndex, { component: 'Gallery', prop: 'index', value: index, onChange: options.onIndexChange });

  useEffect(() => {
    // The browser's facts, keys, history, hover and click-through: one wiring, shared with the plain DOM.
    const unbind = bindGallery(actorRef, {
      root: rootRef.current,
      keyboard: startInput.keyboard !== false,
      history: historyOptions,
      hoverSelectors: pauseOnMouseover,
      onSlideActivate: (at) => callbacks.current.onSlideActivate?.(at),
      ...(navigate ? { navigate } : {}),
    });
    return unbind;
    // The bindings live as long as the actor; options are read once, like the input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actorRef]);
  return { actorRef, rootRef };
}

// What the gallery's frame shows: index, count, motion, row size, autoplay and the transition's length.
const frameKey = (snapshot: GallerySnapshot) =>
  `${snapshot.context.index}|${snapshot.context.count}|${snapshot.context.inMotion}|${snapshot.context.groupSize}|${snapshot.context.direction}|${autoplayStatus(snapshot)}|${snapshot.context.reducedMotion}|${snapshot.context.remaining}|${snapshot.context.viewportWidth}`;

/** The gallery's `connect` view model, re-rendering only when the frame's slice changes. */
export function useGalleryApi(actorRef: GalleryActor, options: GalleryConnectOptions): GalleryApi {
  useSelector(actorRef, frameKey);
  return connect(actorRef.getSnapshot(), actorRef.send, options, normalizeProps);
}

/**
 * What one slide shows, from the one subscription it holds: active [GAL-047], and near, once it
 * has been within the preload distance of the current slide [MEDIA-017] (the machine keeps it
 * near). A slide re-renders only when its answer changes: one NEXT re-renders the slide left,
 * the slide shown and the slide that comes near.
 */
export function useSlideState(actorRef: GalleryActor, index: number): { active: boolean; near: boolean } {
  const state = useSelector(actorRef, ({ context }) => (isActiveSlide(index, context.index, context.groupSize) ? 2 : context.near[index] ? 1 : 0));
  return { active: state === 2, near: state > 0 };
}

/** The current index alone. */
export function useGalleryIndex(actorRef: GalleryActor): number {
  return useSelector(actorRef, (snapshot) => snapshot.context.index);
}

/**
 * A second gallery linked to `parent` [GAL-045] (thumbnails under a slideshow): it follows the
 * parent's index and moves it, and its keyboard is off [GAL-046].
 */
export function useLinkedGallery(parent: GalleryActor, input: GalleryInput, options: ActorHookOptions = {}): GalleryActor {
  const [startInput] = useState<GalleryInput>(() => ({ ...input, currentIndex: parent.getSnapshot().context.index, keyboard: false }));
  const child = useActorRef(galleryMachine, { input: startInput, inspect: useInspect(options) });
  useEffect(() => linkGalleries(parent, child), [parent, child]);
  return child;
}

/**
 * A gallery: its `galleryMachine` with the browser bound (see `useGalleryActor`) and its view
 * model, `{ actorRef, api }` (and the ref to put on the gallery's root). Layouts with many slides
 * use `useGalleryActor` and subscribe per slide instead (`useSlideState`).
 */
export function useGallery(
  input: GalleryInput & GalleryConnectOptions,
  options: UseGalleryOptions = {},
): { actorRef: GalleryActor; api: GalleryApi; rootRef: RefObject<HTMLDivElement | null> } {
  const { id, label, pattern, hoverSelectors, priority, blockWidth, aspectRatio, firstSlide, slidesPerRow, gutter, padding, columnWidth, thumbnailMargin, pageHost, ...machineInput } = input;
  const { actorRef, rootRef } = useGalleryActor({ ...machineInput, perRow: machineInput.perRow ?? (machineInput.layout === 'carousel' ? slidesPerRow : undefined) }, options);
  const api = useGalleryApi(actorRef, { id, label, pattern, hoverSelectors, priority, blockWidth, aspectRatio, firstSlide, slidesPerRow, gutter, padding, columnWidth, thumbnailMargin, pageHost });
  return { actorRef, api, rootRef };
}
