import { createActor, fromPromise, type Actor, type InspectionEvent } from 'xstate';
import type { LogoutOutcome } from '../../machines/session/codec.ts';
import { sessionMachine } from '../../machines/session/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { PREVIEW_PAGE, type SessionModelConfig, type SessionModelEvent, type SessionView } from './spec.ts';


const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Drives the bare machine as the page adapters do: Esc as the dialog stack hands it on, the
 * logout call as a promise the model settles (SERVER_*), and the emitted effects recorded the
 * way the browser adapter would perform them.
 */
export function createSessionMachineDriver(config: SessionModelConfig, inspect?: (event: InspectionEvent) => void): ModelDriver<SessionModelEvent, SessionView> {
  let actor: Actor<typeof sessionMachine> | undefined;
  let answer: { resolve(outcome: LogoutOutcome): void; reject(error: Error): void } | undefined;
  let effects = { navigatedTo: null as string | null, previewToggles: 0, identityCleared: false, failed: false };
  const machine = sessionMachine.provide({
    actors: { logoutRequest: fromPromise<LogoutOutcome, { attempt: number }>(() => new Promise((resolve, reject) => (answer = { resolve, reject }))) },
  });
  const settle = async (run: (pending: NonNullable<typeof answer>) => void) => {
    if (!answer) throw new Error('no logout call is waiting');
    run(answer);
    answer = undefined;
    await settled();
  };

  return {
    reset() {
      actor?.stop();
      answer = undefined;
      effects = { navigatedTo: null, previewToggles: 0, identityCleared: false, failed: false };
      actor = createActor(machine, { input: config.input, inspect });
      actor.on('navigate', ({ url }) => (effects.navigatedTo = url));
      actor.on('togglePreview', () => (effects.previewToggles += 1));
      actor.on('clearCookie', ({ name }) => (effects.identityCleared = name === 'ss_lastid'));
      actor.on('logoutFailed', () => (effects.failed = true));
      actor.start();
    },
    async send(event) {
      switch (event.type) {
        case 'ESCAPE':
          return actor!.send({ type: 'ESCAPE', shiftKey: event.shiftKey, editable: event.editable });
        case 'LOADED':
        case 'LOGOUT':
        case 'GUIDE':
          return actor!.send(event);
        case 'PREVIEW_CHANGE':
          return actor!.send({ type: 'PREVIEW_CHANGE', url: PREVIEW_PAGE });
        case 'SERVER_OK':
          return settle(({ resolve }) => resolve({ outcome: 'ok' }));
        case 'SERVER_CRUMB_FAIL':
          return settle(({ resolve }) => resolve({ outcome: 'crumbFail', crumb: 'fresh-crumb' }));
        case 'SERVER_FAILED':
          return settle(({ resolve }) => resolve({ outcome: 'failed', message: 'Session gone' }));
        case 'SERVER_DOWN':
          return settle(({ reject }) => reject(new Error('network down')));
      }
    },
    expect(view) {
      const snapshot = actor!.getSnapshot();
      check(snapshot.value === view.state, `state is ${String(snapshot.value)}`);
      check(effects.navigatedTo === view.navigatedTo, `navigated to ${effects.navigatedTo}`);
      check(effects.previewToggles % 2 === 1 === view.preview, `preview toggled ${effects.previewToggles} times`);
      check(snapshot.context.guideOpen === view.guideOpen, `guideOpen is ${snapshot.context.guideOpen}`);
      check(effects.identityCleared === view.identityCleared, `ss_lastid cleared: ${effects.identityCleared}`);
      check((view.state === 'loggingOut' ? snapshot.context.logoutAttempts : 0) === view.attempt, `attempt ${snapshot.context.logoutAttempts}`);
      check(effects.failed === view.failed, `failure reported: ${effects.failed}`);
    },
  };
}
