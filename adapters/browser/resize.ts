import { createActor, type Actor } from 'xstate';
import type { resizeEmitterMachine } from '../../machines/resize/machine.ts';
import { GALLERY_RESIZE_TIMEOUT_MS } from '../../machines/resize/constants.ts';

/**
 * [TOUCH-011] [TOUCH-012] Window resizes go through a
 * resize emitter (axis x, 100 ms quiet [TOUCH-008]), fetched with the first resize; `onEnd` runs
 * with the new width once resizing stops. Returns the cleanup. Used by `useWindowResizeEnd` and
 * the plain-DOM gallery alike.
 */
export function onWindowResizeEnd(onEnd: (width: number) => void, timeout = GALLERY_RESIZE_TIMEOUT_MS): () => void {
  const start = { width: window.innerWidth, height: window.innerHeight };
  let emitter: Actor<typeof resizeEmitterMachine> | undefined;
  let loading = false;
  let stopped = false;
  const resize = () => emitter?.send({ type: 'RESIZE', width: window.innerWidth, height: window.innerHeight });
  const onResize = () => {
    if (emitter || loading) return resize();
    loading = true;
    void import('../../machines/resize/machine.ts').then(({ resizeEmitterMachine }) => {
      if (stopped) return;
      emitter = createActor(resizeEmitterMachine, { input: { axis: 'x', timeout, ...start } });
      emitter.on('resizeEnd', ({ width }) => onEnd(width));
      emitter.start();
      resize();
    });
  };
  window.addEventListener('resize', onResize);
  return () => {
    stopped = true;
    window.removeEventListener('resize', onResize);
    emitter?.stop();
  };
}
