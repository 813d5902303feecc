import { createActor, fromPromise, SimulatedClock, type Actor, type InspectionEvent } from 'xstate';
import { REQUEST_TIMEOUT_MS, RETRY_DELAY_MS } from '../../machines/net/constants.ts';
import type { HttpAnswer } from '../../machines/net/logic.ts';
import { requestMachine, type RequestOutput } from '../../machines/net/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { AUTHORIZATION_ERROR, CRUMB_FAIL_ERROR, LOGIN_ERROR, NEW_CRUMB, type RequestModelConfig, type RequestModelEvent, type RequestView } from './spec.ts';


const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const answer = (status: number, body: unknown): HttpAnswer => ({ status, text: body === undefined ? '' : JSON.stringify(body), url: '/api/thing' });

/** The raw answer each model event stands for. */
const ANSWERS: Partial<Record<RequestModelEvent['type'], HttpAnswer>> = {
  ANSWER_OK: answer(200, { ok: true }),
  ANSWER_CRUMB_FAIL: answer(401, { crumbFail: true, crumb: NEW_CRUMB, error: CRUMB_FAIL_ERROR }),
  ANSWER_LOGIN_REQUIRED: answer(401, { loginRequired: true, error: LOGIN_ERROR }),
  ANSWER_AUTHORIZATION_FAIL: answer(401, { authorizationFail: true, error: AUTHORIZATION_ERROR }),
};

/**
 * Drives the bare `requestMachine`: each attempt is a promise the model's answer events settle
 * (or reject, for a network failure), and a `SimulatedClock` passes the timeout and retry delay.
 */
export function createRequestMachineDriver(config: RequestModelConfig, inspect?: (event: InspectionEvent) => void): ModelDriver<RequestModelEvent, RequestView> {
  let actor: Actor<typeof requestMachine> | undefined;
  let clock = new SimulatedClock();
  let attempts: { resolve(answer: HttpAnswer): void; reject(error: unknown): void; crumb: string | null }[] = [];
  let crumbStored: string | null = null;
  let loginRequired = false;
  let systemError = false;
  const machine = requestMachine.provide({
    actors: {
      sendRequest: fromPromise(({ input }) => new Promise<HttpAnswer>((resolve, reject) => attempts.push({ resolve, reject, crumb: input.crumb }))),
    },
  });
  const current = () => {
    const attempt = attempts.at(-1);
    if (!attempt) throw new Error('no attempt is waiting');
    return attempt;
  };

  return {
    reset() {
      actor?.stop();
      clock = new SimulatedClock();
      attempts = [];
      crumbStored = null;
      loginRequired = false;
      systemError = false;
      actor = createActor(machine, {
        input: { request: { method: 'GET', path: '/api/thing', retries: config.retries }, crumb: 'crumb-1', cookiesEnabled: config.cookiesEnabled },
        clock,
        inspect,
      });
      actor.on('crumbChanged', ({ crumb }) => {
        crumbStored = crumb;
      });
      actor.on('loginRequired', () => {
        loginRequired = true;
      });
      actor.on('authorizationFail', () => {
        systemError = true;
      });
      actor.start();
    },
    async send(event) {
      switch (event.type) {
        case 'TIMEOUT':
          clock.increment(REQUEST_TIMEOUT_MS);
          break;
        case 'RETRY_DELAY':
          clock.increment(RETRY_DELAY_MS);
          break;
        case 'NETWORK_DOWN':
          current().reject(new TypeError('Failed to fetch'));
          break;
        case 'ANSWER_STATUS':
          current().resolve(answer(event.status, undefined));
          break;
        default:
          current().resolve(ANSWERS[event.type] as HttpAnswer);
      }
      await settle();
    },
    expect(view) {
      const snapshot = actor?.getSnapshot();
      if (!snapshot) throw new Error('reset() the driver first');
      const state = snapshot.matches('success') ? 'success' : snapshot.matches('failed') ? 'failed' : 'pending';
      check(state === view.state, `state is ${state}`);
      check(snapshot.matches({ pending: 'waitingToRetry' }) === view.waitingToRetry, 'waitingToRetry disagrees');
      check(attempts.length === view.attempts, `${attempts.length} attempts sent`);
      const output = snapshot.output as RequestOutput | undefined;
      const message = output && !output.ok ? output.failure.message : null;
      check(message === view.message, `message is ${message}`);
      check((crumbStored === NEW_CRUMB) === view.crumbStored, `crumb stored: ${crumbStored}`);
      // [NET-013] The retried attempt carries the new crumb.
      if (view.crumbStored) check(current().crumb === NEW_CRUMB, `the last attempt sent crumb ${current().crumb}`);
      check(loginRequired === view.loginRequired, `loginRequired raised: ${loginRequired}`);
      check(systemError === view.systemError, `authorizationFail raised: ${systemError}`);
      if (view.state === 'success') check(output?.ok === true, 'success without data');
    },
  };
}
