import { keepProps } from '../../machines/shared/normalize.ts';
import { createActor, type Actor, type InspectionEvent } from 'xstate';
import { connect } from '../../machines/system-error/connect.ts';
import { systemErrorMachine } from '../../machines/system-error/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { SystemErrorModelConfig, SystemErrorModelEvent, SystemErrorView } from './spec.ts';

/** Drives the bare machine: errors as an adapter reports them, Reload Page and Clear through `connect`. */
export function createSystemErrorMachineDriver(_config: SystemErrorModelConfig, inspect?: (event: InspectionEvent) => void): ModelDriver<SystemErrorModelEvent, SystemErrorView> {
  let actor: Actor<typeof systemErrorMachine> | undefined;
  let reloads = 0;
  const api = () => connect(actor!.getSnapshot(), actor!.send, keepProps);
  return {
    reset() {
      actor?.stop();
      reloads = 0;
      actor = createActor(systemErrorMachine, { inspect });
      actor.on('reload', () => (reloads = Math.min(reloads + 1, 1)));
      actor.start();
    },
    send(event) {
      if (event.type === 'SHOW') actor!.send(event);
      else if (event.type === 'CLEAR') api().getClearTriggerProps().onClick();
      else api().getReloadTriggerProps().onClick();
    },
    expect(view) {
      const current = api();
      check(current.shown === view.shown, `shown is ${current.shown}`);
      check(view.title === null || current.title === view.title, `title is ${current.title}`);
      check(reloads === view.reloads, `reloads: ${reloads}`);
    },
  };
}
