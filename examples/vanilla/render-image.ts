import { createActor } from 'xstate';
import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import { bindImage } from '../../adapters/browser/image.ts';
import type { ImageQueueActor } from '../../adapters/browser/media.ts';
import { connect } from '../../machines/image/connect.ts';
import { imageMachine, type ImageLoadMode } from '../../machines/image/machine.ts';
import type { ImageMode, Point, Size } from '../../machines/media/logic.ts';

export interface VanillaImageInput {
  /** Unique on the page (the queue tracks it by it); generated when absent. */
  id?: string;
  src: string;
  dimensions: Size | null;
  focalPoint?: Point;
  mode?: ImageMode;
  fixedRatio?: number | null;
  alt: string;
  sizes?: string;
  loading?: 'eager' | 'lazy';
  priority?: 'high' | 'low';
  /** When it loads: by default a first-screen picture at once, any other once near the viewport [MEDIA-016]. */
  load?: ImageLoadMode;
  /** The image loading queue; the page's own by default. */
  queue?: ImageQueueActor;
}

let generated = 0;

/**
 * One picture in its box, driven by the same `imageMachine`, `bindImage` and page queue as the
 * React `Image` and drawn from the same `connect`: a first-screen picture is the eager
 * `<img srcset>` the browser picks from, adopted at the width it loaded; any other is asked of
 * the queue at the width step its box needs once near [MEDIA-013] [MEDIA-016] [MEDIA-020]; a
 * picture that fails says 'Unable to load. Try again.' with the button that asks again [ERR-025].
 */
export function renderImage(input: VanillaImageInput): HTMLElement {
  const { queue, load, ...rest } = input;
  const id = input.id ?? `vanilla-image-${++generated}`;
  const actor = createActor(imageMachine, { input: { ...rest, id, load: load ?? (input.loading === 'eager' ? true : 'viewport') } });
  const box = document.createElement('div');
  const error = document.createElement('div');
  const retry = document.createElement('button');
  error.append(retry);
  let image: HTMLImageElement | null = null;
  let attempt = 0;

  const render = () => {
    const api = connect(actor.getSnapshot(), actor.send, normalizeProps);
    spreadProps(box, api.getBoxProps());
    const props = api.getImageProps();
    // A retry is a fresh `<img>`: the browser does not load an unchanged `src` again.
    if (image && (!props || api.attempt !== attempt)) {
      image.remove();
      image = null;
    }
    if (props) {
      if (!image) {
        image = document.createElement('img');
        box.prepend(image);
      }
      spreadProps(image, props);
      attempt = api.attempt;
    }
    const errorProps = api.getErrorProps();
    if (errorProps) {
      spreadProps(error, errorProps);
      spreadProps(retry, api.getRetryTriggerProps());
      if (error.parentNode !== box) box.append(error);
    } else error.remove();
  };

  actor.subscribe(render);
  actor.start();
  render();
  bindImage(actor, { box, queue });
  return box;
}
