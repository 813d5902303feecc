import { assign, emit, fromPromise, setup } from 'xstate';
import type { HttpRequest } from './logic.ts';
import type { RequestOutput } from './machine.ts';

/** One queued request and the id its caller waits on. */
export interface QueuedRequest {
  id: string;
  request: HttpRequest;
}

/** The events the request queue accepts. */
export type RequestQueueEvent = { type: 'ENQUEUE'; id: string; request: HttpRequest };

/** A queued request finished; its caller reads the output by id. */
export type RequestQueueEmitted = { type: 'settled'; id: string; output: RequestOutput };

const headOf = (queue: readonly QueuedRequest[]) => queue[0] as QueuedRequest;
const outputOf = (event: object): RequestOutput =>
  'output' in event
    ? (event.output as RequestOutput)
    : { ok: false, failure: { status: 0, message: String('error' in event ? event.error : event), data: {}, reason: 'network', retryable: false } };

/**
 * [NET-005] Queued requests: they run one at a time, in the order they were queued (the spec
 * leaves the ordering rules open; first in, first out is the reading). Each request is run by the
 * `runRequest` actor the adapter provides (a whole `requestMachine` run, retries included).
 */
export const requestQueueMachine = setup({
  types: {
    context: {} as { queue: QueuedRequest[] },
    events: {} as RequestQueueEvent,
    emitted: {} as RequestQueueEmitted,
  },
  actors: {
    runRequest: fromPromise<RequestOutput, HttpRequest>(async () => {
      throw new Error('requestQueueMachine: provide the runRequest actor with machine.provide()');
    }),
  },
  guards: {
    moreQueued: ({ context }) => context.queue.length > 1,
  },
  actions: {
    enqueue: assign({ queue: ({ context, event }) => [...context.queue, { id: event.id, request: event.request }] }),
    settleHead: emit(({ context, event }) => ({ type: 'settled' as const, id: headOf(context.queue).id, output: outputOf(event) })),
    dropHead: assign({ queue: ({ context }) => context.queue.slice(1) }),
  },
}).createMachine({
  id: 'requestQueue',
  context: { queue: [] },
  initial: 'idle',
  states: {
    idle: {
      on: { ENQUEUE: { target: 'running', actions: 'enqueue' } },
    },
    running: {
      invoke: {
        src: 'runRequest',
        input: ({ context }) => headOf(context.queue).request,
        onDone: [
          { guard: 'moreQueued', target: 'running', reenter: true, actions: ['settleHead', 'dropHead'] },
          { target: 'idle', actions: ['settleHead', 'dropHead'] },
        ],
        onError: [
          { guard: 'moreQueued', target: 'running', reenter: true, actions: ['settleHead', 'dropHead'] },
          { target: 'idle', actions: ['settleHead', 'dropHead'] },
        ],
      },
      on: { ENQUEUE: { actions: 'enqueue' } },
    },
  },
});
