import { assign, setup } from 'xstate';

/**
 * One data-layer request as its caller meets it, written apart from `requestMachine`: the
 * rules of document 000 §8 (NET-008..021, NET-027) restated with the messages written out.
 * Every server answer, network failure and the passing of time is an explicit event.
 */
export interface RequestModelConfig {
  /** [NET-021] The request's retry count. */
  retries: number;
  /** [NET-013] [NET-014] Whether the browser keeps cookies. */
  cookiesEnabled: boolean;
}

export type RequestModelEvent =
  | { type: 'ANSWER_OK' }
  | { type: 'ANSWER_CRUMB_FAIL' }
  | { type: 'ANSWER_LOGIN_REQUIRED' }
  | { type: 'ANSWER_AUTHORIZATION_FAIL' }
  /** 404 without a JSON error body ('Unable to connect…', retried) or 503 (not retried). */
  | { type: 'ANSWER_STATUS'; status: 404 | 503 }
  | { type: 'NETWORK_DOWN' }
  /** The attempt's answer never comes: the request timeout passes. */
  | { type: 'TIMEOUT' }
  /** The 200 ms retry delay passes. */
  | { type: 'RETRY_DELAY' };

export interface RequestView {
  state: 'pending' | 'success' | 'failed';
  waitingToRetry: boolean;
  /** Attempts sent so far. */
  attempts: number;
  message: string | null;
  crumbStored: boolean;
  loginRequired: boolean;
  systemError: boolean;
}

export const NEW_CRUMB = 'crumb-2';
export const CRUMB_FAIL_ERROR = 'The crumb is out of date.';
export const LOGIN_ERROR = 'Please log in.';
export const AUTHORIZATION_ERROR = 'Not allowed.';

interface SpecContext {
  retriesLeft: number;
  crumbRetried: boolean;
  attempts: number;
  message: string | null;
  crumbStored: boolean;
  loginRequired: boolean;
  systemError: boolean;
}

const UNABLE_TO_CONNECT = 'Unable to connect…';

export function createRequestSpec(config: RequestModelConfig) {
  return setup({
    types: { context: {} as SpecContext, events: {} as RequestModelEvent },
    actions: {
      countRetry: assign({ retriesLeft: ({ context }) => context.retriesLeft - 1 }),
      failUnableToConnect: assign({ message: UNABLE_TO_CONNECT }),
    },
    guards: {
      retriesLeft: ({ context }) => context.retriesLeft > 0,
      crumbRetryable: ({ context }) => config.cookiesEnabled && !context.crumbRetried,
      retryableStatus: ({ context, event }) => event.type === 'ANSWER_STATUS' && event.status === 404 && context.retriesLeft > 0,
    },
  }).createMachine({
    id: 'requestSpec',
    context: { retriesLeft: config.retries, crumbRetried: false, attempts: 1, message: null, crumbStored: false, loginRequired: false, systemError: false },
    initial: 'pending',
    states: {
      pending: {
        initial: 'sending',
        states: {
          sending: {
            on: {
              // [NET-006]
              ANSWER_OK: '#requestSpec.success',
              ANSWER_CRUMB_FAIL: [
                // [NET-013] The new crumb is stored and the request sent again, once.
                { guard: 'crumbRetryable', target: 'sending', reenter: true, actions: assign({ crumbRetried: true, crumbStored: true, attempts: ({ context }) => context.attempts + 1 }) },
                // [NET-014] [NET-016] Not retried: a 401 with a JSON error uses its error.
                { target: '#requestSpec.failed', actions: assign({ message: CRUMB_FAIL_ERROR }) },
              ],
              // [NET-011]
              ANSWER_LOGIN_REQUIRED: { target: '#requestSpec.failed', actions: assign({ message: LOGIN_ERROR, loginRequired: true }) },
              // [NET-012]
              ANSWER_AUTHORIZATION_FAIL: { target: '#requestSpec.failed', actions: assign({ message: AUTHORIZATION_ERROR, systemError: true }) },
              ANSWER_STATUS: [
                // [NET-020] [NET-021]
                { guard: 'retryableStatus', target: 'waitingToRetry', actions: 'countRetry' },
                {
                  target: '#requestSpec.failed',
                  actions: assign({
                    // [NET-019] 503; [NET-020] anything else.
                    message: ({ event }) => (event.status === 503 ? 'This service is temporarily unavailable. Please try again later.' : UNABLE_TO_CONNECT),
                  }),
                },
              ],
              // [NET-020] [NET-021] No answer at all: retried while retries are left.
              NETWORK_DOWN: [
                { guard: 'retriesLeft', target: 'waitingToRetry', actions: 'countRetry' },
                { target: '#requestSpec.failed', actions: 'failUnableToConnect' },
              ],
              TIMEOUT: [
                { guard: 'retriesLeft', target: 'waitingToRetry', actions: 'countRetry' },
                { target: '#requestSpec.failed', actions: 'failUnableToConnect' },
              ],
            },
          },
          waitingToRetry: {
            on: { RETRY_DELAY: { target: 'sending', actions: assign({ attempts: ({ context }) => context.attempts + 1 }) } },
          },
        },
      },
      success: { type: 'final' },
      failed: { type: 'final' },
    },
  });
}

export type RequestSpec = ReturnType<typeof createRequestSpec>;
