'use client';
import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import type { Actor } from 'xstate';
import { MISSING_FIT_ALIGNMENT_WARNING } from '../../machines/media/constants.ts';
import { connectImage, type ImageApi, type ImageViewInput } from '../../machines/media/connect.ts';
import { chooseImageWidth, cropModeFor, imageUrl, resolveFitAlignment, shouldResource, widthOfUrl, type FitAlignment, type ImageMode, type Point, type Size, type SizeFormat } from '../../machines/media/logic.ts';
import { imageStatus, type imageQueueMachine, type ImageStatus } from '../../machines/media/machine.ts';
import { devicePixelRatio, observeNearViewport, observeSize, pageImageQueue, type ImageQueueActor } from '../browser/media.ts';

/** The image loading queue images of a subtree use; the page's own queue when none is given. */
export const ImageQueueContext = createContext<ImageQueueActor | null>(null);

export interface UseImageInput {
  /** Unique on the page: the queue tracks each image by it. */
  id: string;
  src: string;
  /** [MEDIA-003] The image's own size; null when unknown (the box takes the fallback ratio). */
  dimensions: Size | null;
  /** [MEDIA-004] */
  focalPoint?: Point;
  /** [MEDIA-006] fill → cover, fit → contain, none → natural size. */
  mode?: ImageMode | null;
  /** [MEDIA-010] For fit: where the image sits; missing → centre with a warning [MEDIA-011]. */
  fitAlignment?: FitAlignment;
  /**
   * [MEDIA-005] [MEDIA-016] [MEDIA-017] true: load now; false: not yet (a slide away from the
   * current one); 'viewport': once within 200 px of the viewport.
   */
  load: boolean | 'viewport';
  /** Height / width of the box when the layout fixes it [GAL-016]. */
  fixedRatio?: number | null;
  sizeFormat?: SizeFormat;
  /** [MEDIA-015] Re-source even when the new width is not larger. */
  forceUpdate?: boolean;
  /** [MEDIA-018] The scroll area to watch for 'viewport' loads (a strip's track). */
  scrollRoot?: RefObject<Element | null>;
  alt: string;
  /** The rendered width as a `sizes` value; `100vw` by default. */
  sizes?: string;
  /** 'eager' for an image of the first screen (in the server's HTML with its `srcset`); 'lazy' by default. */
  loading?: 'eager' | 'lazy';
  /** The browser's fetch priority (a first-screen picture, a lightbox's current slide: high). */
  priority?: 'high' | 'low';
}

export interface ImageView {
  /** The queue the image loads through. */
  actorRef: Actor<typeof imageQueueMachine> | null;
  api: ImageApi;
  /** Put on the box: its size decides the width step. */
  boxRef: RefObject<HTMLDivElement | null>;
  /** Put on the `<img>`: a first-screen picture the browser loaded before hydration is adopted. */
  imageRef: RefObject<HTMLImageElement | null>;
  /**
   * How many times the visitor asked to load the picture again: the `<img>`'s `key`, so a retry
   * of the same address is a fresh element (the browser does not reload an unchanged `src`).
   */
  attempt: number;
}

type QueueStatus = { status: ImageStatus; url: string | null };
const IDLE: QueueStatus = { status: 'idle', url: null };

/**
 * This image's status in the queue. An image subscribes only once it has asked the queue for a
 * load: the hundreds of a large gallery that are not near the viewport are idle by definition
 * and are not woken by every other image's load. The server (and hydration) sees it idle.
 */
function useQueueStatus(queue: () => ImageQueueActor, id: string, asked: boolean): QueueStatus {
  const last = useRef(IDLE);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!asked) return () => {};
      const subscription = queue().subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [queue, asked],
  );
  return useSyncExternalStore(
    subscribe,
    () => {
      const next = asked ? imageStatus(queue().getSnapshot().context, id) : IDLE;
      if (next.status !== last.current.status || next.url !== last.current.url) last.current = next;
      return last.current;
    },
    () => IDLE,
  );
}

/**
 * One image: a first-screen picture is in the server's HTML with its `srcset` (the browser
 * picks the step), and is adopted at the width it loaded; any other image measures its box,
 * waits until it should load, asks the queue for the smallest width step large enough
 * [MEDIA-020], and re-asks only for a larger one [MEDIA-015]. Returns `{ actorRef, api }` and
 * the two refs to put on the box and the image.
 */
export function useImage(input: UseImageInput): ImageView {
  const { id, src, dimensions, load, sizeFormat, forceUpdate = false, scrollRoot } = input;
  const given = useContext(ImageQueueContext);
  // The page's queue is started in the browser only, on first use.
  const queue = useCallback(() => given ?? pageImageQueue(), [given]);
  const boxRef = useRef<HTMLDivElement | null>(null);
  const imageRef = useRef<HTMLImageElement | null>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [near, setNear] = useState(load === true);
  const requested = useRef<number | null>(null);
  const [asked, setAsked] = useState(false);
  const [adoptedUrl, setAdoptedUrl] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // A first-screen picture is the browser's to load first: the runtime waits until it has.
  const [browserLoading, setBrowserLoading] = useState(input.loading === 'eager');
  const crop = cropModeFor(input.mode ?? 'fill');
  const fit = resolveFitAlignment(input.fitAlignment);

  useEffect(() => {
    if (crop === 'contain' && fit.warn) console.warn(MISSING_FIT_ALIGNMENT_WARNING);
  }, [crop, fit.warn]);
  // Known to the queue already (the same image drawn again, say): it shows at once.
  useEffect(() => {
    if (imageStatus(queue().getSnapshot().context, id).status !== 'idle') setAsked(true);
  }, [queue, id]);
  // A box that stops being displayed (a slide left) keeps the size it had: nothing to redo.
  useEffect(() => (boxRef.current ? observeSize(boxRef.current, (next) => next.width > 0 && setSize((old) => (old?.width === next.width && old.height === next.height ? old : next))) : undefined), []);
  useEffect(() => {
    if (load === true) setNear(true);
    if (load !== 'viewport' || !boxRef.current) return;
    return observeNearViewport(boxRef.current, () => setNear(true), { root: scrollRoot?.current ?? null });
  }, [load, scrollRoot]);

  /** The browser loaded the first-screen picture from its `srcset`: that width counts as loaded. */
  const adopt = useCallback(() => {
    const image = imageRef.current;
    setBrowserLoading(false);
    const width = image?.currentSrc ? widthOfUrl(image.currentSrc, src, dimensions?.width, sizeFormat) : null;
    if (!image || width === null || requested.current !== null) return;
    requested.current = width;
    const url = imageUrl(src, width, sizeFormat);
    setAdoptedUrl(url);
    setAsked(true);
    queue().send({ type: 'ADOPT', id, url, width });
  }, [queue, id, src, dimensions?.width, sizeFormat]);
  // Loaded before hydration (no load event reaches React then); or failed before it, when the
  // queue takes over, so a picture that cannot load still says so and offers a retry [ERR-025].
  useEffect(() => {
    const image = imageRef.current;
    if (!image?.complete || !image.currentSrc) return;
    if (image.naturalWidth > 0) adopt();
    else setBrowserLoading(false);
  }, [adopt]);

  useEffect(() => {
    if (!near || !size || size.width <= 0 || browserLoading) return;
    const width = chooseImageWidth(size.width, devicePixelRatio());
    if (!shouldResource(requested.current, width, forceUpdate)) return;
    requested.current = width;
    setAsked(true);
    queue().send({ type: 'REQUEST', id, url: imageUrl(src, width, sizeFormat), width, force: forceUpdate });
  }, [near, size, id, src, sizeFormat, forceUpdate, queue, browserLoading]);

  const queued = useQueueStatus(queue, id, asked);
  // While the queue holds only the adopted picture, the `<img>` keeps its `srcset`.
  const url = queued.url === adoptedUrl ? null : queued.url;
  const view: ImageViewInput = { ...input, status: queued.status, url };
  const api = connectImage(view, {
    onLoad: () => (url ? queue().send({ type: 'LOADED', id }) : adopt()),
    onError: () => (url ? queue().send({ type: 'FAILED', id }) : setBrowserLoading(false)),
    // [ERR-025] 'Unable to load. Try again.': the same request again, through the queue.
    onRetry: () => {
      const failed = queue().getSnapshot().context.failed[id];
      if (!failed) return;
      setAttempt((count) => count + 1);
      queue().send({ type: 'REQUEST', ...failed, force: true });
    },
  });
  return { actorRef: given, api, boxRef, imageRef, attempt };
}
