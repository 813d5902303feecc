import { decodeImageSettings, type ImageSettings } from '../../machines/media/codec.ts';
import { IMAGE_ERRORS, LOADING_CLASS } from '../../machines/media/constants.ts';
import { imageMarkupAnatomy } from '../../machines/media/anatomy.ts';
import { createActor } from 'xstate';
import { imageAnatomy } from '../../machines/image/anatomy.ts';
import { decodeImageInput } from '../../machines/image/codec.ts';
import { imageMachine } from '../../machines/image/machine.ts';
import { placeImage } from '../../machines/media/logic.ts';
import { bindImage } from './image.ts';
import { pageImageQueue, waitForNode, type ImageQueueActor } from './media.ts';

/** Reads an element's data attributes as the image codec expects them. */
function dataAttributes(element: Element): Record<string, string> {
  return Object.fromEntries([...element.attributes].filter((a) => a.name.startsWith('data-')).map((a) => [a.name, a.value]));
}

/**
 * [MEDIA-022] Loads one plain-DOM `<img data-src ...>` with the image machine (`imageMachine`,
 * `bindImage`) through the page's queue at the width its box needs, with its focal-point placement. Throws the catalogue's messages for what is not an
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
  const settings = decoded.data;
  const id = element.id || settings.source;
  const input = decodeImageInput(dataAttributes(element), id, element.alt);
  if (!input.ok) throw new Error(input.error);
  const box = element.parentElement ?? element;
  const rect = box.getBoundingClientRect();
  if (settings.dimensions) {
    const place = placeImage({ width: rect.width, height: rect.height }, settings.dimensions, settings.crop, settings.focalPoint, settings.fitAlignment);
    Object.assign(element.style, { position: 'absolute', width: `${place.width}px`, height: `${place.height}px`, left: `${place.left}px`, top: `${place.top}px` });
  }
  // The same machine as every other image: asked of the queue at the step its box needs, the
  // loading class while it loads [MEDIA-013]. The element is its picture; its parent, its box.
  Object.assign(element.dataset, { scope: imageAnatomy.scope, part: 'picture' });
  const actor = createActor(imageMachine, { input: { ...input.data, load: true } });
  actor.subscribe((snapshot) => {
    element.classList.toggle(LOADING_CLASS, snapshot.matches('loading'));
    const { url } = snapshot.context;
    if (url && element.getAttribute('src') !== url) element.src = url;
  });
  actor.start();
  bindImage(actor, { box, queue });
  return settings;
}

/** [MEDIA-022] Loads every `img[data-src]` under a root: 'No root node' / 'No images' otherwise. */
export function loadImagesIn(root: unknown, queue?: ImageQueueActor): Promise<ImageSettings[]> {
  if (!(root instanceof Element || root instanceof Document)) throw new Error(IMAGE_ERRORS.noRoot);
  const images = [...root.querySelectorAll(imageMarkupAnatomy.selector())];
  if (images.length === 0) throw new Error(IMAGE_ERRORS.noImages);
  return Promise.all(images.map((image) => loadImageElement(image, queue)));
}
