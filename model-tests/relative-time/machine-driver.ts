import { keepProps } from '../../machines/shared/normalize.ts';
import { createActor, SimulatedClock, type Actor, type InspectionEvent } from 'xstate';
import { RELATIVE_TIME_REFRESH_MS } from '../../machines/relative-time/constants.ts';
import { connect } from '../../machines/relative-time/connect.ts';
import { relativeTimeMachine } from '../../machines/relative-time/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { RelativeTimeModelConfig, RelativeTimeModelEvent, RelativeTimeView } from './spec.ts';

const MOMENT = 1_700_000_000_000;

/** Drives the bare machine with a SimulatedClock for its 5 s refresh, and NOW as the adapter sends it. */
export function createRelativeTimeMachineDriver(_config: RelativeTimeModelConfig, inspect?: (event: InspectionEvent) => void): ModelDriver<RelativeTimeModelEvent, RelativeTimeView> {
  let actor: Actor<typeof relativeTimeMachine> | undefined;
  let clock = new SimulatedClock();
  return {
    reset() {
      actor?.stop();
      clock = new SimulatedClock();
      actor = createActor(relativeTimeMachine, { input: { time: MOMENT, now: MOMENT }, clock, inspect }).start();
    },
    send(event) {
      if (event.type === 'TICK') clock.increment(RELATIVE_TIME_REFRESH_MS);
      else actor!.send({ type: 'NOW', now: MOMENT + 90_000 });
    },
    expect(view) {
      const { text } = connect(actor!.getSnapshot(), actor!.send, keepProps);
      const ok = view.text === 'minutes' ? /^\d+ minutes? ago$/.test(text) : text === view.text;
      check(ok, `text is ${text}`);
    },
  };
}
