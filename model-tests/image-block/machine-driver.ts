import { createActor, type Actor, type InspectionEvent } from 'xstate';
import { connect } from '../../machines/image-block/connect.ts';
import { imageBlockMachine } from '../../machines/image-block/machine.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { ImageBlockModelConfig, ImageBlockModelEvent, ImageBlockView } from './spec.ts';

/** Drives the bare machine as `bindImageBlock` does: observer measurements as events. */
export function createImageBlockMachineDriver(_config: ImageBlockModelConfig, inspect?: (event: InspectionEvent) => void): ModelDriver<ImageBlockModelEvent, ImageBlockView> {
  let actor: Actor<typeof imageBlockMachine> | undefined;
  const api = () => {
    if (!actor) throw new Error('reset() the driver first');
    return connect(actor.getSnapshot(), actor.send, keepProps, { id: 'model', variant: 'card' });
  };
  return {
    reset() {
      actor?.stop();
      actor = createActor(imageBlockMachine, { input: {}, inspect }).start();
    },
    send(event) {
      if (event.type === 'RESIZE') actor?.send({ type: 'RESIZE', width: event.width });
      else if (event.type === 'FONT') actor?.send({ type: 'FONT', minFontSize: event.size });
      else actor?.send({ type: 'INTERSECT', ratio: event.ratio });
    },
    expect(view) {
      const current = api();
      const root = current.getRootProps();
      check(current.seen === (view.state === 'seen'), `seen is ${current.seen}`);
      check((root['data-seen'] === '') === (view.state === 'seen'), 'data-seen disagrees');
      check((root['data-narrow'] === '') === view.narrow, `narrow is ${root['data-narrow'] === ''}`);
      check(root.className.includes('sm-image-block--min-font') === view.minFont, `class is ${root.className}`);
    },
  };
}
