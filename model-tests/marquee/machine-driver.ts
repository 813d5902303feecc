import { keepProps } from '../../machines/shared/normalize.ts';
import { createActor, type InspectionEvent } from 'xstate';
import { RESIZE_DEBOUNCE_MS } from '../../machines/marquee/constants.ts';
import { connect } from '../../machines/marquee/connect.ts';
import { marqueeMachine } from '../../machines/marquee/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { actorLifecycle } from '../kit/lifecycle.ts';
import type { MarqueeModelConfig, MarqueeModelEvent, MarqueeView } from './spec.ts';

/**
 * Drives the bare machine as the browser adapter does: observer events, pointer handlers
 * from `connect`, and a `SimulatedClock` for the resize debounce. Like the page's
 * ResizeObserver, the first measure arrives right after start.
 */
export function createMarqueeMachineDriver(
  config: MarqueeModelConfig,
  inspect?: (event: InspectionEvent) => void,
): ModelDriver<MarqueeModelEvent, MarqueeView> {
  const life = actorLifecycle((clock) =>
    createActor(marqueeMachine, { input: { pausedOnHover: config.pausedOnHover, reducedMotion: config.reducedMotion }, clock, inspect }),
  );
  const api = () => connect(life.actor.getSnapshot(), life.actor.send, keepProps);

  return {
    reset() {
      const actor = life.reset().start();
      actor.send({ type: 'RESIZE', width: config.initialWidth });
      // What the page measures once the text is laid out (the browser adapter sends it).
      actor.send({ type: 'MEASURE_TEXT', fontSize: 16, unitLength: 120 });
    },
    send(event) {
      if (event.type === 'HOVER_START') api().getRootProps().onPointerEnter();
      else if (event.type === 'HOVER_END') api().getRootProps().onPointerLeave();
      else if (event.type === 'PAUSE' || event.type === 'RESUME') api().getPauseTriggerProps().onClick();
      else if (event.type === 'RESIZE_SETTLED') life.clock.increment(RESIZE_DEBOUNCE_MS);
      else life.actor.send(event);
    },
    expect(view) {
      const current = api();
      check(current.phase === view.state, `phase is ${current.phase}`);
      check(current.running === (view.state === 'running'), `running is ${current.running}`);
      check(current.getRootProps()['data-state'] === view.state, 'root data-state disagrees');
      check(current.getPauseTriggerProps()['aria-pressed'] === view.pausePressed, `pause control aria-pressed is ${current.getPauseTriggerProps()['aria-pressed']}`);
      check(current.geometry(16).width === view.width, `laid out for ${current.geometry(16).width}`);
    },
  };
}
