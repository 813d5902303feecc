import { createActor, type Actor } from 'xstate';
import { decodeImageSettings, type ImageSettings } from '../../machines/media/codec.ts';
import { IMAGE_ERRORS, LAZY_MARGIN_PX, NODE_WAIT } from '../../machines/media/constants.ts';
import { chooseImageWidth, imageUrl, placeImage } from '../../machines/media/logic.ts';
import { imageQueueMachine } from '../../machines/media/machine.ts';

export type ImageQueueActor = Actor<typeof imageQueueMachine>;

/** [MEDIA-021] A phone or small tablet: one image load at a time. */
export function isMobileDevice(win: Window = window): boolean {
  return win.matchMedia?.('(pointer: coarse) and (max-width: 1024px)').matches ?? false;
}

export function devicePixelRatio(win: Window = window): number {
  return win.devicePixelRatio || 1;
}

/** Calls back with the element's content-box size now and whenever it changes. */
export function observeSize(element: Element, onSize: (size: { width: number; height: number }) => void): () => void {
  const observer = new ResizeObserver((entries) => {
    const box = entries[0]?.contentRect;
    if (box) onSize({ width: box.width, height: box.height });
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * [MEDIA-016] [MEDIA-018] Calls back once the element comes within `margin` px of the viewport,
 * or of the scroll area `root` when given (a strip or carousel track).
 */
export function observeNearViewport(element: Element, onNear: () => void, options: { margin?: number; root?: Element | null } = {}): () => void {
  const { margin = LAZY_MARGIN_PX, root = null } = options;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onNear();
      }
    },
    { root, rootMargin: `${margin}px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** [MEDIA-019] Resolves once the node is in the document; gives up after 100 tries at 10 ms. */
export function waitForNode(node: Node, wait: { tries: number; intervalMs: number } = NODE_WAIT): Promise<boolean> {
  return new Promise((resolve) => {
    let tries = 0;
    const attempt = () => {
      if (node.isConnected) return resolve(true);
      if (++tries >= wait.tries) return resolve(false);
      setTimeout(attempt, wait.intervalMs);
    };
    attempt();
  });
}

let pageQueue: ImageQueueActor | undefined;

/** The page's one image loading queue [MEDIA-021], started on first use. */
export function pageImageQueue(win: Window = window): ImageQueueActor {
  pageQueue ??= createActor(imageQueueMachine, { input: { mobile: isMobileDevice(win) } }).start();
  return pageQueue;
}

/** Reads an element's data attributes as the image codec expects them. */
function dataAttributes(element: Element): Record<string, string> {
  return Object.fromEntries([...element.attributes].filter((a) => a.name.startsWith('data-')).map((a) => [a.name, a.value]));
}

/**
 * [MEDIA-022] Loads one plain-DOM `<img data-src ...>` through the queue at the width its box
 * needs, with its focal-point placement. Throws the catalogue's messages for what is not an
 * image to load.
 */
export async function loadImageElement(element: unknown, queue: ImageQueueActor = pageImageQueue()): Promise<ImageSettings> {
  if (element === null || element === undefined) throw new Error(IMAGE_ERRORS.noImage);
  if (!(element instanceof Node)) throw new Error(IMAGE_ERRORS.notANode);
  if (!(element instanceof HTMLImageElement)) throw new Error(IMAGE_ERRORS.notAnImage);
  const decoded = decodeImageSettings(dataAttributes(element));
  if (!decoded.ok) throw new Error(decoded.error);
  decoded.warnings.forEach((warning) => console.warn(warning));
  // [MEDIA-019] A node not yet in the document is waited for.
  if (!(await waitForNode(element))) throw new Error(IMAGE_ERRORS.notANode);
  const { settings } = decoded;
  const box = element.parentElement?.getBoundingClientRect() ?? element.getBoundingClientRect();
  const width = chooseImageWidth(box.width, devicePixelRatio(), settings);
  const url = imageUrl(settings.source, width, settings.sizeFormat);
  const id = element.id || settings.source;
  if (settings.dimensions) {
    const place = placeImage({ width: box.width, height: box.height }, settings.dimensions, settings.crop, settings.focalPoint, settings.fitAlignment);
    Object.assign(element.style, { position: 'absolute', width: `${place.width}px`, height: `${place.height}px`, left: `${place.left}px`, top: `${place.top}px` });
  }
  const started = queue.on('startLoad', (request) => {
    if (request.id !== id) return;
    started.unsubscribe();
    element.classList.add('loading');
    element.addEventListener('load', () => (element.classList.remove('loading'), queue.send({ type: 'LOADED', id })), { once: true });
    element.addEventListener('error', () => queue.send({ type: 'FAILED', id }), { once: true });
    element.src = request.url;
  });
  queue.send({ type: 'REQUEST', id, url, width, force: settings.forceUpdate });
  return settings;
}

/** [MEDIA-022] Loads every `img[data-src]` under a root: 'No root node' / 'No images' otherwise. */
export function loadImagesIn(root: unknown, queue?: ImageQueueActor): Promise<ImageSettings[]> {
  if (!(root instanceof Element || root instanceof Document)) throw new Error(IMAGE_ERRORS.noRoot);
  const images = [...root.querySelectorAll('img[data-src]')];
  if (images.length === 0) throw new Error(IMAGE_ERRORS.noImages);
  return Promise.all(images.map((image) => loadImageElement(image, queue)));
}
