import { createActor, fromPromise, SimulatedClock, type Actor, type InspectionEvent } from 'xstate';
import { connect } from '../../machines/script-loader/connect.ts';
import { SCRIPT_TIMEOUT_MESSAGE } from '../../machines/script-loader/constants.ts';
import { scriptLoaderMachine } from '../../machines/script-loader/machine.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { ScriptLoaderModelConfig, ScriptLoaderModelEvent, ScriptLoaderView } from './spec.ts';

interface PendingLoad {
  url: string;
  settled: boolean;
  resolve(): void;
  reject(error: Error): void;
  signal: AbortSignal;
}

/**
 * Drives the bare machine: each load the machine starts is a promise the model settles, and a
 * SimulatedClock passes the timeout. Checks there is exactly one live load while loading (a
 * second ask shares it) and that a timed-out load is abandoned (its signal aborted).
 */
export function createScriptLoaderMachineDriver(config: ScriptLoaderModelConfig, inspect?: (event: InspectionEvent) => void): ModelDriver<ScriptLoaderModelEvent, ScriptLoaderView> {
  let actor: Actor<typeof scriptLoaderMachine> | undefined;
  let clock = new SimulatedClock();
  let loads: PendingLoad[] = [];
  let abandoned: PendingLoad | undefined;
  const machine = scriptLoaderMachine.provide({
    actors: {
      loadScript: fromPromise<void, { url: string }>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            const load: PendingLoad = {
              url: input.url,
              settled: false,
              resolve: () => ((load.settled = true), resolve()),
              reject: (error) => ((load.settled = true), reject(error)),
              signal,
            };
            loads.push(load);
          }),
      ),
    },
  });
  const live = () => loads.filter((load) => !load.settled && !load.signal.aborted);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    reset() {
      actor?.stop();
      clock = new SimulatedClock();
      loads = [];
      abandoned = undefined;
      actor = createActor(machine, { input: config, clock, inspect }).start();
    },
    async send(event) {
      const current = live().at(-1);
      if (event.type === 'LOAD') actor!.send({ type: 'LOAD' });
      else if (event.type === 'SCRIPT_LOADED') current?.resolve();
      else if (event.type === 'SCRIPT_FAILED') current?.reject(new Error(`Script failed to load: ${config.url}`));
      else {
        // [MAP-020] Not a millisecond early: still loading 1 ms before the timeout.
        clock.increment(config.timeoutMs - 1);
        check(actor!.getSnapshot().value === 'loading', `gave up before ${config.timeoutMs} ms`);
        clock.increment(1);
        abandoned = current;
      }
      await settle();
    },
    expect(view) {
      const api = connect(actor!.getSnapshot(), actor!.send, keepProps);
      check(api.status === view.status, `status is ${api.status}, expected ${view.status}`);
      check(api.getStatusProps()['data-state'] === view.status, 'status props follow the state');
      // [MAP-018] One live load while loading (a second ask shares it), none otherwise.
      const expectedLive = view.status === 'loading' ? 1 : 0;
      check(live().length === expectedLive, `${live().length} live loads, expected ${expectedLive}`);
      if (view.status === 'loading') check(live()[0]!.url === config.url, 'the load asks for the address');
      if (view.error === 'timeout') {
        check(api.error === `${SCRIPT_TIMEOUT_MESSAGE} ${config.url}`, `error is ${api.error}`);
        check(abandoned?.signal.aborted === true, 'the timed-out load was abandoned');
      } else if (view.error === 'error') check(api.error === `Script failed to load: ${config.url}`, `error is ${api.error}`);
      else check(api.error === null, `error is ${api.error}`);
    },
  };
}
