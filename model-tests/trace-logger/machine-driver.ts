import { keepProps } from '../../machines/shared/normalize.ts';
import { createActor, SimulatedClock, type Actor, type InspectionEvent } from 'xstate';
import { TRACE_BATCH_INTERVAL_MS } from '../../machines/trace-logger/constants.ts';
import { connect } from '../../machines/trace-logger/connect.ts';
import { traceLoggerMachine } from '../../machines/trace-logger/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { CAP, type TraceLoggerModelConfig, type TraceLoggerModelEvent, type TraceLoggerView } from './spec.ts';

/** Drives the bare machine as the page adapter does, with a `SimulatedClock`; records the calls. */
export function createTraceLoggerMachineDriver(
  _config: TraceLoggerModelConfig,
  inspect?: (event: InspectionEvent) => void,
): ModelDriver<TraceLoggerModelEvent, TraceLoggerView> {
  let actor: Actor<typeof traceLoggerMachine> | undefined;
  let clock = new SimulatedClock();
  let calls: { events: number; beacon: boolean }[] = [];

  return {
    reset() {
      actor?.stop();
      clock = new SimulatedClock();
      calls = [];
      actor = createActor(traceLoggerMachine, { clock, inspect });
      actor.on('send', ({ events, unloading }) => void calls.push({ events: events.length, beacon: unloading }));
      actor.start();
    },
    send(event) {
      if (event.type === 'WAIT_30S') clock.increment(TRACE_BATCH_INTERVAL_MS);
      else if (event.type === 'LEAVE') actor?.send({ type: 'UNLOAD' });
      else actor?.send({ type: 'LOG', event: { pageUrl: 'https://example.com/', type: 'model', data: null } });
    },
    expect(view) {
      if (!actor) throw new Error('reset() the driver first');
      const api = connect(actor.getSnapshot(), actor.send, keepProps);
      check(actor.getSnapshot().value === view.state, `state is ${String(actor.getSnapshot().value)}`);
      const capped = (count: number) => Math.min(CAP, count);
      const last = calls.at(-1);
      check(capped(api.pending) === view.pending, `pending is ${api.pending}`);
      check(capped(calls.length) === view.calls, `calls were ${JSON.stringify(calls)}`);
      const lastCall = last ? { events: capped(last.events), beacon: last.beacon } : null;
      check(JSON.stringify(lastCall) === JSON.stringify(view.lastCall), `last call was ${JSON.stringify(last)}`);
    },
  };
}
