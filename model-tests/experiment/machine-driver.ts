import { createActor, fromPromise, SimulatedClock, type Actor, type InspectionEvent } from 'xstate';
import { connect } from '../../machines/experiment/connect.ts';
import { experimentMachine } from '../../machines/experiment/machine.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import { REPLAY_MOCK_ID, TRACKING_TIMEOUT_MS } from '../../machines/tracking/constants.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { ExperimentModelConfig, ExperimentModelEvent, ExperimentView } from './spec.ts';

interface Pending<T> {
  resolve(value: T): void;
  reject(error: Error): void;
  input?: unknown;
}

const same = (a: object, b: object) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Drives the bare machine: getId and the script load are promises the model settles, the
 * SimulatedClock passes getId's 2500 ms. Checks the choices in force and what was saved.
 */
export function createExperimentMachineDriver(config: ExperimentModelConfig, inspect?: (event: InspectionEvent) => void): ModelDriver<ExperimentModelEvent, ExperimentView> {
  let actor: Actor<typeof experimentMachine> | undefined;
  let clock = new SimulatedClock();
  let ids: Pending<unknown>[] = [];
  let scripts: Pending<unknown>[] = [];
  let saves: object[] = [];
  const machine = experimentMachine.provide({
    actors: {
      fetchReplayId: fromPromise(() => new Promise((resolve, reject) => ids.push({ resolve, reject }))),
      loadReplayScript: fromPromise<unknown, { replayId: string }>(({ input }) => new Promise((resolve, reject) => scripts.push({ resolve, reject, input }))),
    },
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const { expectedChoices, expectSave, ...input } = config;
  return {
    reset() {
      actor?.stop();
      clock = new SimulatedClock();
      ids = [];
      scripts = [];
      saves = [];
      actor = createActor(machine, { input, clock, inspect });
      actor.on('saveChoices', ({ choices }) => saves.push(choices));
      actor.start();
    },
    async send(event) {
      switch (event.type) {
        case 'START':
          actor!.send({ type: 'START' });
          break;
        case 'ID_OK':
          ids.at(-1)?.resolve('visitor-42');
          break;
        case 'ID_MOCK':
          ids.at(-1)?.resolve(REPLAY_MOCK_ID);
          break;
        case 'ID_FAIL':
          ids.at(-1)?.reject(new Error('500'));
          break;
        case 'ID_TIMEOUT':
          clock.increment(TRACKING_TIMEOUT_MS - 1);
          check(actor!.getSnapshot().value === 'fetchingId', 'gave up on getId before 2500 ms');
          clock.increment(1);
          break;
        case 'SCRIPT_OK':
          scripts.at(-1)?.resolve(undefined);
          break;
        case 'SCRIPT_FAIL':
          scripts.at(-1)?.reject(new Error('script'));
          break;
      }
      await settle();
    },
    expect(view) {
      const snapshot = actor!.getSnapshot();
      check(snapshot.value === view.state, `state is ${String(snapshot.value)}, expected ${view.state}`);
      const api = connect(snapshot, () => {}, keepProps);
      check(api.getReplayProps()['data-state'] === view.state, 'the replay status follows the state');
      if (view.started) {
        check(same(api.choices, expectedChoices), `choices ${JSON.stringify(api.choices)}, expected ${JSON.stringify(expectedChoices)}`);
        check(saves.length === (expectSave ? 1 : 0), `${saves.length} saves`);
        if (expectSave) check(same(saves[0]!, expectedChoices), 'the new choices are saved');
      } else check(saves.length === 0 && same(api.choices, config.saved), 'nothing applied before START');
      // [TRK-020] The script loads only with the id getId answered; [TRK-021] never for the mock id.
      check(ids.length === (view.state === 'idle' || view.state === 'replayOff' ? 0 : 1), `${ids.length} getId calls`);
      if (view.state === 'loadingScript' || view.state === 'replaying') check((scripts[0]?.input as { replayId: string }).replayId === 'visitor-42', 'the script gets the visitor id');
      if (view.state === 'replaySkipped' || view.state === 'replayOff') check(scripts.length === 0 || view.state === 'replaySkipped', 'no script without an id');
    },
  };
}
