import { keepProps } from '../../machines/shared/normalize.ts';
import { createActor, SimulatedClock, type Actor, type InspectionEvent } from 'xstate';
import { ERROR_REPORT_DEBOUNCE_MS } from '../../machines/error-reporter/constants.ts';
import { connect } from '../../machines/error-reporter/connect.ts';
import { createErrorReport } from '../../machines/error-reporter/logic.ts';
import { errorReporterMachine } from '../../machines/error-reporter/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { ErrorReporterModelConfig, ErrorReporterModelEvent, ErrorReporterView } from './spec.ts';

const environment = { app: 'model', websiteId: 'w', templateId: 't', url: 'https://example.com/', userAgent: 'model' };

/** Drives the bare machine as the page adapter does, with a `SimulatedClock`; counts the calls. */
export function createErrorReporterMachineDriver(
  _config: ErrorReporterModelConfig,
  inspect?: (event: InspectionEvent) => void,
): ModelDriver<ErrorReporterModelEvent, ErrorReporterView> {
  let actor: Actor<typeof errorReporterMachine> | undefined;
  let clock = new SimulatedClock();
  let calls: number[] = [];
  let errors = 0;

  return {
    reset() {
      actor?.stop();
      clock = new SimulatedClock();
      calls = [];
      actor = createActor(errorReporterMachine, { clock, inspect });
      actor.on('send', ({ reports }) => void calls.push(reports.length));
      actor.start();
    },
    send(event) {
      if (event.type === 'WAIT') clock.increment(ERROR_REPORT_DEBOUNCE_MS);
      else actor?.send({ type: 'REPORT', report: createErrorReport({ message: `error ${++errors}` }, environment, errors) });
    },
    expect(view) {
      if (!actor) throw new Error('reset() the driver first');
      const api = connect(actor.getSnapshot(), actor.send, keepProps);
      check(actor.getSnapshot().value === view.state, `state is ${String(actor.getSnapshot().value)}`);
      check(api.queued === view.queued, `queued is ${api.queued}`);
      check(calls.length === view.sends && api.sends === view.sends, `calls made: ${calls.length}`);
      check(calls.every((size) => size >= 1 && size <= 10), `call sizes ${JSON.stringify(calls)}`);
    },
  };
}
