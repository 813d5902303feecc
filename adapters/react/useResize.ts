import { useEffect, useRef } from 'react';
import { createActor } from 'xstate';
import { resizeEmitterMachine } from '../../machines/touch/machine.ts';

/**
 * [TOUCH-011] [TOUCH-012] Window resizes through a resize emitter (axis x, the base gallery's
 * 100 ms timeout by default [TOUCH-008]): `onEnd` runs with the new width once resizing stops.
 */
export function useWindowResizeEnd(onEnd: (width: number) => void, timeout = 100): void {
  const callback = useRef(onEnd);
  callback.current = onEnd;
  useEffect(() => {
    const actor = createActor(resizeEmitterMachine, { input: { axis: 'x', timeout, width: window.innerWidth, height: window.innerHeight } });
    const subscription = actor.on('resizeEnd', ({ width }) => callback.current(width));
    actor.start();
    const onResize = () => actor.send({ type: 'RESIZE', width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      subscription.unsubscribe();
      actor.stop();
    };
  }, [timeout]);
}
