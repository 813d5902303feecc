import { keepProps } from '../../machines/shared/normalize.ts';
import { createActor, SimulatedClock, type Actor, type InspectionEvent } from 'xstate';
import { CONFIRMATION_HIDE_FALLBACK_MS, INFORMATION_AUTO_HIDE_MS } from '../../machines/confirmation/constants.ts';
import { connect } from '../../machines/confirmation/connect.ts';
import { confirmationMachine } from '../../machines/confirmation/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { ConfirmationModelConfig, ConfirmationModelEvent, ConfirmationView } from './spec.ts';

const BUTTON_OF = { CONFIRM: 'confirm', REJECT: 'reject', CANCEL: 'cancel' } as const;

/**
 * Drives the bare machine as the renderer and dialog stack do: offered answers through
 * `connect`'s buttons (one the style lacks is sent as the bare event, as a stray script would),
 * DISMISS as the stack's Esc, time on a SimulatedClock. Every answer must be announced once.
 */
export function createConfirmationMachineDriver(config: ConfirmationModelConfig, inspect?: (event: InspectionEvent) => void): ModelDriver<ConfirmationModelEvent, ConfirmationView> {
  let actor: Actor<typeof confirmationMachine> | undefined;
  let clock = new SimulatedClock();
  let announced: string[] = [];
  return {
    reset() {
      actor?.stop();
      clock = new SimulatedClock();
      announced = [];
      actor = createActor(confirmationMachine, { input: { ...config, id: 'model' }, clock, inspect });
      actor.on('answered', ({ answer }) => announced.push(answer));
      actor.start();
    },
    send(event) {
      const api = connect(actor!.getSnapshot(), actor!.send, keepProps);
      if (event.type === 'AUTO_HIDE') clock.increment(INFORMATION_AUTO_HIDE_MS);
      else if (event.type === 'FALLBACK') clock.increment(CONFIRMATION_HIDE_FALLBACK_MS);
      else if (event.type === 'TRANSITION_END') api.getRootProps().onTransitionEnd();
      else if (event.type in BUTTON_OF && api.buttons.includes(BUTTON_OF[event.type as keyof typeof BUTTON_OF])) api.getButtonProps(BUTTON_OF[event.type as keyof typeof BUTTON_OF]).onClick();
      else actor!.send(event);
    },
    expect(view) {
      const snapshot = actor!.getSnapshot();
      check(snapshot.value === view.state, `state is ${String(snapshot.value)}`);
      check(snapshot.context.answer === view.answer, `answer is ${snapshot.context.answer}`);
      const rendered = connect(snapshot, actor!.send, keepProps).rendered;
      check(rendered === (view.state === 'shown' || view.state === 'hiding'), `rendered is ${rendered}`);
      check(view.answer === null || announced.at(-1) === view.answer, `announced ${announced.join(', ')}`);
    },
  };
}
