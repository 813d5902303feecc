import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { FALLBACK_ASPECT, MISSING_FIT_ALIGNMENT_WARNING } from '../../machines/media/constants.ts';
import {
  chooseImageWidth,
  cropModeFor,
  imageUrl,
  placeImage,
  resolveFitAlignment,
  shouldResource,
  type FitAlignment,
  type ImageMode,
  type Placement,
  type Point,
  type Size,
  type SizeFormat,
} from '../../machines/media/logic.ts';
import { imageStatus, type ImageStatus } from '../../machines/media/machine.ts';
import { devicePixelRatio, observeNearViewport, observeSize, pageImageQueue, type ImageQueueActor } from '../browser/media.ts';

/** The image loading queue images of a subtree use; the page's own queue when none is given. */
export const ImageQueueContext = createContext<ImageQueueActor | null>(null);

export interface UseImageOptions {
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
}

export interface ImageView {
  boxRef: RefObject<HTMLDivElement | null>;
  /** Height / width of the box, known before the image arrives: no layout shift. */
  ratio: number;
  status: ImageStatus;
  url: string | null;
  placement: Placement | null;
  onLoad(): void;
  onError(): void;
}

type QueueStatus = { status: ImageStatus; url: string | null };
const IDLE: QueueStatus = { status: 'idle', url: null };

/**
 * This image's status in the queue. An image subscribes only once it has asked the queue for a
 * load: the hundreds of a large gallery that are not near the viewport are idle by definition
 * and are not woken by every other image's load.
 */
function useQueueStatus(queue: ImageQueueActor, id: string, asked: boolean): QueueStatus {
  const last = useRef(IDLE);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!asked) return () => {};
      const subscription = queue.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [queue, asked],
  );
  return useSyncExternalStore(subscribe, () => {
    const next = asked ? imageStatus(queue.getSnapshot().context, id) : IDLE;
    if (next.status !== last.current.status || next.url !== last.current.url) last.current = next;
    return last.current;
  });
}

/**
 * One image: measures its box, waits until it should load, asks the queue for the smallest
 * width step that is large enough [MEDIA-020] and re-asks only for a larger one [MEDIA-015].
 */
export function useImage(options: UseImageOptions): ImageView {
  const { id, src, dimensions, focalPoint, mode = 'fill', load, fixedRatio, sizeFormat, forceUpdate = false, scrollRoot } = options;
  const queue = useContext(ImageQueueContext) ?? pageImageQueue();
  const boxRef = useRef<HTMLDivElement | null>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [near, setNear] = useState(load === true);
  const requested = useRef<number | null>(null);
  // Known to the queue already (the same image drawn again, say): it shows at once.
  const [asked, setAsked] = useState(() => imageStatus(queue.getSnapshot().context, id).status !== 'idle');
  const crop = cropModeFor(mode);
  const fit = resolveFitAlignment(options.fitAlignment);

  useEffect(() => {
    if (crop === 'contain' && fit.warn) console.warn(MISSING_FIT_ALIGNMENT_WARNING);
  }, [crop, fit.warn]);
  // A box that stops being displayed (a slide left) keeps the size it had: nothing to redo.
  useEffect(() => (boxRef.current ? observeSize(boxRef.current, (next) => next.width > 0 && setSize((old) => (old?.width === next.width && old.height === next.height ? old : next))) : undefined), []);
  useEffect(() => {
    if (load === true) setNear(true);
    if (load !== 'viewport' || !boxRef.current) return;
    return observeNearViewport(boxRef.current, () => setNear(true), { root: scrollRoot?.current ?? null });
  }, [load, scrollRoot]);
  useEffect(() => {
    if (!near || !size || size.width <= 0) return;
    const width = chooseImageWidth(size.width, devicePixelRatio());
    if (!shouldResource(requested.current, width, forceUpdate)) return;
    requested.current = width;
    setAsked(true);
    queue.send({ type: 'REQUEST', id, url: imageUrl(src, width, sizeFormat), width, force: forceUpdate });
  }, [near, size, id, src, sizeFormat, forceUpdate, queue]);

  const { status, url } = useQueueStatus(queue, id, asked);
  const ratio = fixedRatio ?? (dimensions ? dimensions.height / dimensions.width : FALLBACK_ASPECT);
  const placement = size && dimensions ? placeImage(size, dimensions, crop, focalPoint, fit.alignment) : null;
  return {
    boxRef,
    ratio,
    status,
    url,
    placement,
    onLoad: () => queue.send({ type: 'LOADED', id }),
    onError: () => queue.send({ type: 'FAILED', id }),
  };
}
