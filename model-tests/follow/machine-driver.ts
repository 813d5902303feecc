import { keepProps } from '../../machines/shared/normalize.ts';
import { createActor, fromPromise, SimulatedClock, type Actor, type InspectionEvent } from 'xstate';
import { FOLLOW_SCRIPT_TIMEOUT_MS } from '../../machines/follow/constants.ts';
import { connect } from '../../machines/follow/connect.ts';
import { followButtonMachine } from '../../machines/follow/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { FollowModelConfig, FollowModelEvent, FollowView } from './spec.ts';

/** Drives the bare machine with a script load the model settles and a SimulatedClock for the timeout. */
export function createFollowButtonMachineDriver(config: FollowModelConfig, inspect?: (event: InspectionEvent) => void): ModelDriver<FollowModelEvent, FollowView> {
  let actor: Actor<typeof followButtonMachine> | undefined;
  let clock = new SimulatedClock();
  let load: { resolve(): void; reject(error: Error): void } | undefined;
  const machine = followButtonMachine.provide({ actors: { loadWidgetScript: fromPromise<void>(() => new Promise((resolve, reject) => (load = { resolve, reject }))) } });
  return {
    reset() {
      actor?.stop();
      clock = new SimulatedClock();
      actor = createActor(machine, { input: config, clock, inspect }).start();
    },
    async send(event) {
      if (event.type === 'TIMEOUT') clock.increment(FOLLOW_SCRIPT_TIMEOUT_MS);
      else if (event.type === 'SCRIPT_LOADED') load?.resolve();
      else load?.reject(new Error('blocked'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    expect(view) {
      const api = connect(actor!.getSnapshot(), actor!.send, keepProps);
      check(api.getLinkProps()['data-state'] === view.state, `state is ${api.getLinkProps()['data-state']}`);
      check(api.text === view.text, `text is ${api.text}`);
    },
  };
}
