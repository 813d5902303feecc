'use client';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { autoplayStatus, connectLayout, type GalleryApi, type GalleryConnectOptions, type GallerySnapshot, type LayoutViews } from '../../machines/gallery/connect-layout.ts';
import { galleryMachine, type GalleryInput } from '../../machines/gallery/machine.ts';
import { linkGalleries } from '../../machines/gallery/link.ts';
import { historyIndex, type SlideKey } from '../../machines/gallery/history.ts';
import { isNomotion } from '../../machines/gallery/logic.ts';
import { bindGallery } from '../browser/gallery.ts';
import { normalizeProps } from './normalize-props.ts';
import { useMobile, usePageLocation } from './environment.tsx';
import { galleryIndex } from '../browser/controlled-props.ts';
import { useInspect, useLatest, type ActorHookOptions } from './actor-hooks.ts';
import { useControllableState } from './useControllableState.ts';

export type GalleryActor = Actor<typeof galleryMachine>;

export interface GalleryHistorySettings {
  historyHash: boolean;
  /** [GAL-006] The collection's full URL. */
  collection: string;
  inBackendEditor?: boolean;
}

/** The gallery's input: the machine's, and the `connect` options its parts are drawn with. */
export type UseGalleryInput = GalleryInput & GalleryConnectOptions;

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
  /** [GAL-045] A second gallery linked to this one (thumbnails under a slideshow): follows and moves its index. */
  linkedTo?: GalleryActor;
}

export interface UseGalleryLayoutOptions extends UseGalleryOptions {
  /**
   * [GAL-010] The view rules of the layouts this renderer draws (`machines/gallery/layout-views/`):
   * a slideshow passes the stacked layout's alone, so its bundle carries no other layout's.
   */
  views: LayoutViews;
}

/**
 * `useGallery` for a renderer that draws only the layouts in `options.views` (each layout
 * component of `ui/gallery/` passes its own): a gallery whose layout is not among them throws.
 *
 * A gallery: a `galleryMachine` started for the component's lifetime with the browser provided
 * (randomness, ?nomotion, the device, the window's width and reduced motion: server defaults
 * first, the browser's after hydration; the page's arrow keys, click-through navigation,
 * history and hover, wired once by `bindGallery`), and its `connect` view model, re-rendering
 * only when the gallery's frame changes (index, count, motion, row size, autoplay). Returns
 * `{ actorRef, api }` and the ref to put on the gallery's root.
 *
 * Its slides do not re-render with the frame: each one renders through `useGallerySlide`, which
 * subscribes to that slide alone (the 1,000-slide benchmark re-renders two or three slides per step).
 * `options.linkedTo` makes it a second gallery linked to another [GAL-045] (thumbnails under a
 * slideshow): it follows that one's index and moves it, its keyboard is off [GAL-046] and the page
 * is bound by the gallery it follows.
 */
export function useGalleryLayout(input: UseGalleryInput, options: UseGalleryLayoutOptions): { actorRef: GalleryActor; api: GalleryApi; rootRef: RefObject<HTMLDivElement | null> } {
  const rootRef = useRef<HTMLDivElement | null>(null);
  const { history, slides = [], pauseOnMouseover, navigate, index, linkedTo } = options;
  const historyOptions = history ? { ...history, slides } : undefined;
  // The page's address and device as the server knew them: both renders start from the same
  // slide (a hash or history state the server never saw is read after hydration).
  const location = usePageLocation();
  const mobile = useMobile();
  // The machine reads its own fields of the input, connect its options.
  const [startInput] = useState<GalleryInput>(() =>
    linkedTo
      ? { ...input, currentIndex: linkedTo.getSnapshot().context.index, keyboard: false }
      : {
          random: Math.random,
          nomotion: isNomotion(location.search),
          mobile,
          ...input,
          perRow: input.perRow ?? (input.layout === 'carousel' ? input.slidesPerRow : undefined),
          controlled: index !== undefined,
          currentIndex: index ?? (historyOptions && historyIndex(historyOptions, { pathname: location.pathname, hash: location.hash, state: null })) ?? input.currentIndex,
        },
  );
  const actorRef = useActorRef(galleryMachine, { input: startInput, inspect: useInspect(options) });
  const callbacks = useLatest({ onSlideActivate: options.onSlideActivate });
  // A linked gallery: bound to the gallery it follows, not to the page.
  const bound = !linkedTo;

  useEffect(() => (linkedTo ? linkGalleries(linkedTo, actorRef) : undefined), [linkedTo, actorRef]);
  useEffect(() => {
    if (bound) actorRef.send({ type: 'SET_COUNT', count: input.numberOfSlides });
  }, [bound, actorRef, input.numberOfSlides]);

  // Controlled: the page's index is shown (a refused one is reported back through onIndexChange).
  useControllableState(bound ? actorRef : null, galleryIndex, { component: 'Gallery', prop: 'index', value: index, onChange: options.onIndexChange });

  useEffect(() => {
    if (!bound) return undefined;
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

  useSelector(actorRef, frameKey);
  return { actorRef, api: connectLayout(actorRef.getSnapshot(), actorRef.send, input, normalizeProps, options.views), rootRef };
}

// What the gallery's frame shows: index, count, motion, row size, autoplay and the transition's length.
const frameKey = (snapshot: GallerySnapshot) =>
  `${snapshot.context.index}|${snapshot.context.count}|${snapshot.context.inMotion}|${snapshot.context.groupSize}|${snapshot.context.direction}|${autoplayStatus(snapshot)}|${snapshot.context.reducedMotion}|${snapshot.context.remaining}|${snapshot.context.viewportWidth}`;
