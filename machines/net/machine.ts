import { assign, emit, fromPromise, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS, RETRY_DELAY_MS } from './constants.ts';
import { classifyAnswer, connectionFailure, type AnswerOutcome, type HttpAnswer, type HttpRequest, type RequestFailure } from './logic.ts';

/** What the request machine starts from: `createActor(requestMachine, { input })`. */
export interface RequestInput {
  request: HttpRequest;
  /** The crumb cookie's value when the request starts [NET-003]. */
  crumb?: string | null;
  /** [NET-013] [NET-014] A crumb failure is retried only when cookies are enabled. */
  cookiesEnabled?: boolean;
}

/** What the request machine remembers (`snapshot.context`). */
export interface RequestContext {
  request: HttpRequest;
  crumb: string | null;
  cookiesEnabled: boolean;
  retriesLeft: number;
  crumbRetried: boolean;
  data: unknown;
  failure: RequestFailure | null;
}

/** What a finished request gives: its data, or its failure. */
export type RequestOutput = { ok: true; data: unknown } | { ok: false; failure: RequestFailure };

export type RequestEmitted =
  /** [NET-013] Store this crumb in its cookie. */
  | { type: 'crumbChanged'; crumb: string }
  /** [NET-011] The answer says a login is required. */
  | { type: 'loginRequired'; failure: RequestFailure }
  /** [NET-012] The answer says authorization failed: show the system error dialog. */
  | { type: 'authorizationFail'; failure: RequestFailure };

export interface SendRequestInput {
  request: HttpRequest;
  crumb: string | null;
}

type DoneEvent = { type: string; output?: unknown };

/** The classified answer of the attempt that just finished (a pure reading of its raw answer). */
const outcomeOf = (context: RequestContext, event: DoneEvent): AnswerOutcome | null =>
  'output' in event ? classifyAnswer(event.output as HttpAnswer, context.request.responseType) : null;
const kindIs =
  (kind: AnswerOutcome['kind']) =>
  ({ context, event }: { context: RequestContext; event: DoneEvent }) =>
    outcomeOf(context, event)?.kind === kind;

/**
 * One data-layer request (document 000 §7–§8), the fetch helper of document 002 §4 with its
 * states pending, success and failed [NET-027]. The HTTP exchange itself is the `sendRequest`
 * actor the browser adapter provides; everything decided about its answer is here.
 */
export const requestMachine = setup({
  types: {
    input: {} as RequestInput,
    context: {} as RequestContext,
    emitted: {} as RequestEmitted,
    output: {} as RequestOutput,
  },
  actors: {
    /** Performs one attempt: resolves its raw answer, or rejects when no answer came (network failure). */
    sendRequest: fromPromise<HttpAnswer, SendRequestInput>(async () => {
      throw new Error('requestMachine: provide the sendRequest actor with machine.provide()');
    }),
  },
  guards: {
    answeredSuccess: kindIs('success'),
    // [NET-013] Retried once, [NET-014] and only with cookies enabled.
    crumbFailRetryable: ({ context, event }) => {
      const outcome = outcomeOf(context, event);
      return outcome?.kind === 'crumbFail' && outcome.crumb !== null && context.cookiesEnabled && !context.crumbRetried;
    },
    answeredLoginRequired: kindIs('loginRequired'),
    answeredAuthorizationFail: kindIs('authorizationFail'),
    // [NET-021] Only 'Unable to connect…' failures, and only while retries are left.
    retryableAnswer: ({ context, event }) => {
      const outcome = outcomeOf(context, event);
      return context.retriesLeft > 0 && outcome?.kind === 'failure' && outcome.failure.retryable;
    },
    retriesLeft: ({ context }) => context.retriesLeft > 0,
  },
  actions: {
    storeData: assign(({ context, event }) => {
      const outcome = outcomeOf(context, event);
      return { data: outcome?.kind === 'success' ? outcome.data : undefined, failure: null };
    }),
    storeFailure: assign({
      failure: ({ context, event }) => {
        const outcome = outcomeOf(context, event);
        return outcome && outcome.kind !== 'success' ? outcome.failure : connectionFailure('network');
      },
    }),
    storeNetworkFailure: assign({ failure: () => connectionFailure('network') }),
    storeTimeoutFailure: assign({ failure: () => connectionFailure('timeout') }),
    countRetry: assign({ retriesLeft: ({ context }) => context.retriesLeft - 1 }),
    adoptCrumb: assign(({ context, event }) => {
      const outcome = outcomeOf(context, event);
      return { crumbRetried: true, crumb: outcome?.kind === 'crumbFail' ? outcome.crumb : context.crumb };
    }),
    emitCrumb: emit(({ context }) => ({ type: 'crumbChanged' as const, crumb: context.crumb ?? '' })),
    emitLoginRequired: emit(({ context }) => ({ type: 'loginRequired' as const, failure: context.failure as RequestFailure })),
    emitAuthorizationFail: emit(({ context }) => ({ type: 'authorizationFail' as const, failure: context.failure as RequestFailure })),
  },
  delays: {
    /** [NET-021] */
    retryDelay: RETRY_DELAY_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
  },
}).createMachine({
  id: 'request',
  context: ({ input }) => ({
    request: input.request,
    crumb: input.crumb ?? null,
    cookiesEnabled: input.cookiesEnabled ?? true,
    retriesLeft: Math.max(0, input.request.retries ?? 0),
    crumbRetried: false,
    data: undefined,
    failure: null,
  }),
  initial: 'pending',
  states: {
    pending: {
      initial: 'sending',
      states: {
        sending: {
          invoke: {
            src: 'sendRequest',
            input: ({ context }) => ({ request: context.request, crumb: context.crumb }),
            onDone: [
              { guard: 'answeredSuccess', target: '#request.success', actions: 'storeData' },
              { guard: 'crumbFailRetryable', target: 'sending', reenter: true, actions: ['adoptCrumb', 'emitCrumb'] },
              { guard: 'answeredLoginRequired', target: '#request.failed', actions: ['storeFailure', 'emitLoginRequired'] },
              { guard: 'answeredAuthorizationFail', target: '#request.failed', actions: ['storeFailure', 'emitAuthorizationFail'] },
              { guard: 'retryableAnswer', target: 'waitingToRetry', actions: ['storeFailure', 'countRetry'] },
              { target: '#request.failed', actions: 'storeFailure' },
            ],
            // The transport rejects only when no answer came: a network failure.
            onError: [
              { guard: 'retriesLeft', target: 'waitingToRetry', actions: ['storeNetworkFailure', 'countRetry'] },
              { target: '#request.failed', actions: 'storeNetworkFailure' },
            ],
          },
          after: {
            requestTimeout: [
              { guard: 'retriesLeft', target: 'waitingToRetry', actions: ['storeTimeoutFailure', 'countRetry'] },
              { target: '#request.failed', actions: 'storeTimeoutFailure' },
            ],
          },
        },
        // [NET-021] 200 ms, then the next attempt.
        waitingToRetry: {
          after: { retryDelay: 'sending' },
        },
      },
    },
    success: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => (context.failure ? { ok: false, failure: context.failure } : { ok: true, data: context.data }),
});
