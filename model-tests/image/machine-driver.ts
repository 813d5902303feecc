import { createActor, type Actor, type InspectionEvent } from 'xstate';
import { connect } from '../../machines/image/connect.ts';
import { imageMachine } from '../../machines/image/machine.ts';
import { imageUrl } from '../../machines/media/logic.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import { IMAGE_RETRY_LABEL } from '../../machines/image/constants.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { ImageModelConfig, ImageModelEvent, ImageView } from './spec.ts';

const SRC = 'https://images.example/harbour.jpg';

/**
 * Drives the bare machine as `bindImage` and the page's queue do: nearness, box sizes (pixel
 * ratio 1), the queue's slot with the address last asked for, the picture's load (with the
 * browser's `currentSrc`) and error, the visitor's retry press through `connect`'s handler.
 * Checks the state, the width step, and what `connect` shows in it.
 */
export function createImageMachineDriver(config: ImageModelConfig, inspect?: (event: InspectionEvent) => void): ModelDriver<ImageModelEvent, ImageView> {
  let actor: Actor<typeof imageMachine> | undefined;
  let asked: string | null = null;
  const current = () => {
    if (!actor) throw new Error('reset() the driver first');
    return actor;
  };
  return {
    reset() {
      actor?.stop();
      asked = null;
      actor = createActor(imageMachine, {
        input: { id: 'model', src: SRC, dimensions: { width: 3000, height: 2000 }, alt: 'Harbour', load: config.load, loading: config.loading },
        inspect,
      });
      actor.on('request', (request) => (asked = request.url));
      actor.start();
    },
    send(event) {
      const image = current();
      switch (event.type) {
        case 'NEAR':
          return image.send({ type: 'NEAR' });
        case 'LOAD_NOW':
          return image.send({ type: 'SET_LOAD', load: true });
        case 'RESIZE':
          return image.send({ type: 'RESIZE', width: event.width, pixelRatio: 1 });
        case 'START':
          check(asked !== null, 'START with nothing asked');
          return image.send({ type: 'START', url: asked as string });
        case 'IMAGE_LOADED':
          return image.send({ type: 'IMAGE_LOADED', currentSrc: event.picked ? imageUrl(SRC, config.pickedWidth) : 'https://images.example/other.jpg' });
        case 'IMAGE_FAILED':
          return image.send({ type: 'IMAGE_FAILED' });
        case 'RETRY':
          return connect(image.getSnapshot(), image.send, keepProps).getRetryTriggerProps().onClick();
        case 'RESTORE':
          asked = imageUrl(SRC, config.knownWidth);
          return image.send({ type: 'RESTORE', status: event.status, url: asked, width: config.knownWidth });
      }
    },
    expect(view) {
      const snapshot = current().getSnapshot();
      const api = connect(snapshot, current().send, keepProps);
      check(api.state === view.state, `state is ${api.state}, not ${view.state}`);
      check(snapshot.context.width === view.width, `width step is ${snapshot.context.width}, not ${view.width}`);
      check(Math.min(api.attempt, 1) === view.attempt, `attempt is ${api.attempt}`);
      const box = api.getBoxProps();
      check(box['data-state'] === view.state, `data-state is ${box['data-state']}`);
      // [MEDIA-013] The loading class exactly while loading.
      check(box.className.split(' ').includes('loading') === (view.state === 'loading'), `class is ${box.className}`);
      // [ERR-025] The message and its button exactly when failed; the broken picture hidden.
      const error = api.getErrorProps();
      check((error !== null) === (view.state === 'failed'), 'the error shows iff failed');
      if (view.state === 'failed') {
        check(error?.role === 'alert' && api.getRetryTriggerProps().children === IMAGE_RETRY_LABEL, 'the alert offers the retry');
        check(api.getImageProps()?.hidden === true, 'the failed picture is hidden');
      }
      // A lazy picture has no `<img>` until the queue gives it an address; a first-screen one keeps its `srcset` until then.
      const image = api.getImageProps();
      if (view.state === 'loading') check(image?.src === snapshot.context.url && image.srcSet === undefined, 'loading shows the queued address');
      if (config.loading === 'lazy' && (view.state === 'far' || view.state === 'near')) check(image === null && api.getFallbackImageProps() !== null, 'a waiting lazy picture is its <noscript> copy');
      if (view.state === 'adopting') check(image?.srcSet !== undefined && image.loading === 'eager', 'the browser picks from the srcset');
    },
  };
}
