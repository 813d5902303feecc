import { createActor, type InspectionEvent } from 'xstate';
import { connect } from '../../machines/block-animation/connect.ts';
import { IMAGE_WAIT_MAX_MS } from '../../machines/block-animation/constants.ts';
import { blockAnimationMachine } from '../../machines/block-animation/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { actorLifecycle } from '../kit/lifecycle.ts';
import type { BlockAnimationModelConfig, BlockAnimationModelEvent, BlockAnimationView } from './spec.ts';
import { keepProps } from '../../machines/shared/normalize.ts';

/** Drives the bare machine as `bindBlockAnimation` does, with a `SimulatedClock` for the 3 s image wait and the entrance. */
export function createBlockAnimationMachineDriver(
  config: BlockAnimationModelConfig,
  inspect?: (event: InspectionEvent) => void,
): ModelDriver<BlockAnimationModelEvent, BlockAnimationView> {
  const life = actorLifecycle((clock) => createActor(blockAnimationMachine, { input: config, clock, inspect }));
  const api = () => connect(life.actor.getSnapshot(), life.actor.send, keepProps);
  return {
    reset() {
      life.reset().start();
    },
    send(event) {
      if (event.type === 'IMAGE_WAIT_PASSED') {
        // Only where the wait runs: elsewhere no time passes (another timer would fire).
        if (api().phase === 'waitingForImages') life.clock.increment(IMAGE_WAIT_MAX_MS);
      } else if (event.type === 'ENTRANCE_DONE') {
        if (api().phase === 'entering') life.clock.increment(api().durationMs);
      } else life.actor.send(event);
    },
    expect(view) {
      const current = api();
      check(current.phase === view.state, `phase is ${current.phase}`);
      check(current.hidden === view.hidden, `hidden is ${current.hidden}`);
      check(current.getRootProps()['data-state'] === view.state, 'root data-state disagrees');
    },
  };
}
