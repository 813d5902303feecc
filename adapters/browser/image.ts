import type { Actor } from 'xstate';
import { imageAnatomy } from '../../machines/image/anatomy.ts';
import type { ImageKnownStatus, imageMachine } from '../../machines/image/machine.ts';
import { MISSING_FIT_ALIGNMENT_WARNING } from '../../machines/media/constants.ts';
import { cropModeFor, resolveFitAlignment } from '../../machines/media/logic.ts';
import type { ImageQueueContext } from '../../machines/media/machine.ts';
import { devicePixelRatio, observeNearViewport, observeSize, pageImageQueue, type ImageQueueActor } from './media.ts';

export type ImageActor = Actor<typeof imageMachine>;

/** What the binding needs of the page (each has the browser's default; a test gives stand-ins). */
export interface ImageEnvironment {
  /** The image loading queue [MEDIA-021]; the page's own by default. */
  queue?: ImageQueueActor;
  /** The image's box; by default found in `document` through the anatomy, by the image's id. */
  box?: HTMLElement | null;
  document?: Document;
  /** [MEDIA-018] The scroll area whose nearness counts (a strip's track); the viewport by default. */
  scrollRoot?: Element | null;
  pixelRatio?: () => number;
}

/** Where the queue has an image already (drawn again, a lightbox opened again), or null. */
export function knownToQueue(context: ImageQueueContext, id: string): { status: ImageKnownStatus; url: string; width: number } | null {
  const waiting = context.waiting.find((request) => request.id === id);
  const found: [ImageKnownStatus, { url: string; width: number } | undefined][] = [
    ['loading', context.active[id]],
    ['queued', waiting],
    ['loaded', context.loaded[id]],
    ['failed', context.failed[id]],
  ];
  for (const [status, request] of found) if (request) return { status, url: request.url, width: request.width };
  return null;
}

/**
 * The image's box: the element of its id when that is the box (one lookup in the document's id
 * map), else the anatomy's selector. A gallery binds 1,000 images as it hydrates: a selector
 * walk of the document for each cost 0.8 s of main thread on a phone (a CPU slowed ×4).
 */
function findBox(document: Document, id: string): HTMLElement | null {
  const own = document.getElementById(id);
  if (own?.matches(imageAnatomy.selector('box'))) return own;
  return document.querySelector<HTMLElement>(imageAnatomy.selector('box', id));
}

/**
 * The one place an image meets the page, for the React `Image` and the plain-DOM one alike:
 * its requests go to the page's queue and the queue's slot comes back as START; the box's size
 * (and the device pixel ratio) as RESIZE; nearness within 200 px of the viewport or its scroll
 * area as NEAR [MEDIA-016] [MEDIA-018]; the `<img>`'s load and error (heard on the box, so a
 * fresh `<img>` after a retry is heard too) as IMAGE_LOADED with the browser's `currentSrc` pick,
 * or IMAGE_FAILED; a picture the browser finished before the binding (hydration) is reported at
 * once. Returns the cleanup.
 */
export function bindImage(actor: ImageActor, env: ImageEnvironment = {}): () => void {
  const { display } = actor.getSnapshot().context;
  const { id } = display;
  const box = env.box ?? findBox(env.document ?? document, id);
  if (!box) return () => {};
  const queue = env.queue ?? pageImageQueue();
  const pixelRatio = env.pixelRatio ?? (() => devicePixelRatio());
  const cleanups: (() => void)[] = [];
  const subscribe = (subscription: { unsubscribe(): void }) => cleanups.push(() => subscription.unsubscribe());

  // [MEDIA-011] A fit-mode image without an alignment is centred, with a warning.
  if (cropModeFor(display.mode ?? 'fill') === 'contain' && resolveFitAlignment(display.fitAlignment).warn) console.warn(MISSING_FIT_ALIGNMENT_WARNING);

  subscribe(actor.on('request', ({ type: _type, ...request }) => queue.send({ type: 'REQUEST', ...request })));
  subscribe(actor.on('adopt', ({ type: _type, ...request }) => queue.send({ type: 'ADOPT', ...request })));
  subscribe(actor.on('loaded', () => queue.send({ type: 'LOADED', id })));
  subscribe(actor.on('failed', () => queue.send({ type: 'FAILED', id })));
  subscribe(queue.on('startLoad', (request) => request.id === id && actor.send({ type: 'START', url: request.url })));

  const known = knownToQueue(queue.getSnapshot().context, id);
  if (known) actor.send({ type: 'RESTORE', ...known });

  const isPicture = (target: EventTarget | null): target is HTMLImageElement =>
    target instanceof HTMLImageElement && target.matches(imageAnatomy.selector('picture'));
  const onLoad = (event: Event) => isPicture(event.target) && actor.send({ type: 'IMAGE_LOADED', currentSrc: event.target.currentSrc || event.target.src });
  const onError = (event: Event) => isPicture(event.target) && actor.send({ type: 'IMAGE_FAILED' });
  // Load and error do not bubble: heard in the capture phase.
  box.addEventListener('load', onLoad, true);
  box.addEventListener('error', onError, true);
  cleanups.push(() => {
    box.removeEventListener('load', onLoad, true);
    box.removeEventListener('error', onError, true);
  });
  // Finished before the binding (a first-screen picture, before hydration): reported now.
  const picture = box.querySelector(imageAnatomy.selector('picture'));
  if (picture instanceof HTMLImageElement && picture.complete && picture.currentSrc !== '') {
    actor.send(picture.naturalWidth > 0 ? { type: 'IMAGE_LOADED', currentSrc: picture.currentSrc } : { type: 'IMAGE_FAILED' });
  }

  // A box that stops being displayed (a slide left) keeps the size it had: 0 is not sent.
  cleanups.push(observeSize(box, (size) => size.width > 0 && actor.send({ type: 'RESIZE', width: size.width, pixelRatio: pixelRatio() })));

  // [MEDIA-016] [MEDIA-018] Nearness is watched while the image waits for it with load 'viewport'.
  let stopWatching: (() => void) | null = null;
  const watchNearness = () => {
    const snapshot = actor.getSnapshot();
    const wanted = snapshot.matches('waiting') && !snapshot.context.near && snapshot.context.load === 'viewport';
    if (wanted && !stopWatching) stopWatching = observeNearViewport(box, () => actor.send({ type: 'NEAR' }), { root: env.scrollRoot ?? null });
    else if (!wanted && stopWatching) {
      stopWatching();
      stopWatching = null;
    }
  };
  watchNearness();
  subscribe(actor.subscribe(watchNearness));
  cleanups.push(() => stopWatching?.());

  return () => cleanups.forEach((cleanup) => cleanup());
}

/**
 * [MEDIA-016] [MEDIA-018] An image whose machine waits to start (see `waitsToStart`): calls
 * `onNear` once its box comes within 200 px of the viewport or its scroll area, the moment its
 * machine would have heard NEAR. Returns the cleanup.
 */
export function watchImageStart(id: string, onNear: () => void, env: Pick<ImageEnvironment, 'box' | 'document' | 'scrollRoot'> = {}): () => void {
  const box = env.box ?? findBox(env.document ?? document, id);
  if (!box) {
    // Nothing to watch (the box is not in the document): the image starts as it would have.
    onNear();
    return () => {};
  }
  return observeNearViewport(box, onNear, { root: env.scrollRoot ?? null });
}
