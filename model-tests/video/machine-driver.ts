import { keepProps } from '../../machines/shared/normalize.ts';
import { createActor, type Actor, type InspectionEvent } from 'xstate';
import { parseHtmlFragment } from '../../adapters/server/html.ts';
import { embedElementOf } from '../../machines/video/embed.ts';
import { connect } from '../../machines/video/connect.ts';
import { videoMachine } from '../../machines/video/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { LOADS_COUNTED, type VideoModelConfig, type VideoModelEvent, type VideoView } from './spec.ts';

export const MODEL_EMBEDS: Record<VideoModelConfig['embed'], string> = {
  youtube: '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" width="560" height="315" title="Clip"></iframe>',
  object: '<object width="480" height="270"><embed src="/media/clip.swf"></embed></object>',
  invalid: '<object width="480" height="270"><param name="movie" value="/clip.swf"></object>',
};


/** Drives the bare videoMachine through `connect` (the overlay button) and player reports. */
export function createVideoMachineDriver(config: VideoModelConfig, inspect?: (event: InspectionEvent) => void): ModelDriver<VideoModelEvent, VideoView> {
  let actor: Actor<typeof videoMachine> | undefined;
  let lastCommand: 'play' | 'pause' | null = null;
  const api = () => {
    if (!actor) throw new Error('reset() the driver first');
    return connect(actor.getSnapshot(), actor.send, keepProps, { title: 'Clip', origin: 'https://site.example' });
  };
  return {
    reset() {
      actor?.stop();
      lastCommand = null;
      actor = createActor(videoMachine, { input: { id: 'model', embed: embedElementOf(parseHtmlFragment(MODEL_EMBEDS[config.embed])), mode: 'none' }, inspect });
      actor.on('command', ({ command }) => {
        lastCommand = command;
      });
      actor.start();
    },
    send(event) {
      // A <button> turns Enter and Space into a click.
      if (event.type === 'ACTIVATE') return api().getOverlayProps().onClick();
      actor?.send(event);
    },
    expect(view) {
      const a = api();
      check(a.status === view.status, `status is ${a.status}`);
      const loads = actor?.getSnapshot().context.loads ?? 0;
      check(Math.min(LOADS_COUNTED, loads) === view.loads, `loads is ${loads}`);
      check(a.getRootProps()['data-mode'] === view.mode, `mode is ${a.getRootProps()['data-mode']}`);
      check(lastCommand === view.lastCommand, `last command is ${lastCommand}`);
      check(a.getOverlayProps().hidden === (view.status !== 'overlay' && view.status !== 'invalid'), 'overlay visibility disagrees');
      check(a.shown === ['starting', 'playing', 'paused'].includes(view.status), 'player visibility disagrees');
      check((a.error === 'Invalid video embed.') === (view.status === 'invalid'), 'invalid message disagrees');
    },
  };
}
