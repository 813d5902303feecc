import { decodeImageSettings, type ImageSettings } from '../../machines/media/codec.ts';
import { IMAGE_ERRORS } from '../../machines/media/constants.ts';
import { chooseImageWidth, imageUrl, placeImage } from '../../machines/media/logic.ts';
import { devicePixelRatio, pageImageQueue, waitForNode, type ImageQueueActor } from './media.ts';

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
