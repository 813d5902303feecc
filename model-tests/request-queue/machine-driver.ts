import { createActor, fromPromise, type Actor, type InspectionEvent } from 'xstate';
import type { HttpRequest } from '../../machines/net/logic.ts';
import type { RequestOutput } from '../../machines/net/machine.ts';
import { requestQueueMachine } from '../../machines/net/queue.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { requestId, type RequestQueueModelConfig, type RequestQueueModelEvent, type RequestQueueView } from './spec.ts';


const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Drives the bare `requestQueueMachine`: each queued request's run is a promise the model's
 * FINISH and CRASH events settle; the driver checks that only one runs at a time, in order, and
 * that each caller's `settled` event carries its own request's output.
 */
export function createRequestQueueMachineDriver(
  _config: RequestQueueModelConfig,
  inspect?: (event: InspectionEvent) => void,
): ModelDriver<RequestQueueModelEvent, RequestQueueView> {
  let actor: Actor<typeof requestQueueMachine> | undefined;
  let runs: { path: string; resolve(output: RequestOutput): void; reject(error: unknown): void }[] = [];
  let queued = 0;
  let settled: { id: string; ok: boolean }[] = [];
  let expectedOk: boolean[] = [];
  const machine = requestQueueMachine.provide({
    actors: {
      runRequest: fromPromise<RequestOutput, HttpRequest>(({ input }) => new Promise((resolve, reject) => runs.push({ path: input.path, resolve, reject }))),
    },
  });
  const running = () => {
    const run = runs.at(-1);
    if (!run) throw new Error('no request is running');
    return run;
  };

  return {
    reset() {
      actor?.stop();
      runs = [];
      queued = 0;
      settled = [];
      expectedOk = [];
      actor = createActor(machine, { inspect });
      actor.on('settled', ({ id, output }) => settled.push({ id, ok: output.ok }));
      actor.start();
    },
    async send(event) {
      if (event.type === 'ENQUEUE') {
        const id = requestId(queued++);
        actor?.send({ type: 'ENQUEUE', id, request: { method: 'GET', path: `/api/${id}` } });
      } else if (event.type === 'FINISH') {
        expectedOk.push(event.ok);
        running().resolve(event.ok ? { ok: true, data: { from: running().path } } : { ok: false, failure: { status: 503, message: 'down', data: {}, reason: 'status', retryable: false } });
      } else {
        expectedOk.push(false);
        running().reject(new Error('runner crashed'));
      }
      await settle();
    },
    expect(view) {
      const snapshot = actor?.getSnapshot();
      if (!snapshot) throw new Error('reset() the driver first');
      check(snapshot.matches('running') === view.running, `running: ${String(snapshot.value)}`);
      check(snapshot.context.queue.length === view.waiting, `${snapshot.context.queue.length} waiting`);
      // Requests settle in the order queued, each caller with its own request's outcome.
      settled.forEach((entry, index) => check(entry.id === requestId(index), `request ${index + 1} to settle was ${entry.id}`));
      check(JSON.stringify(settled.map((entry) => entry.ok)) === JSON.stringify(expectedOk), 'a caller got another request’s outcome');
      // One at a time, in order: a run starts only when the one before it settled.
      check(runs.length === settled.length + (view.running ? 1 : 0), `${runs.length} runs started, ${settled.length} settled`);
      runs.forEach((run, index) => check(run.path === `/api/${requestId(index)}`, `run ${index + 1} was ${run.path}`));
    },
  };
}
