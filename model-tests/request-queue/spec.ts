import { setup } from 'xstate';

/**
 * Queued requests as callers meet them (NET-005): one runs at a time, in the order queued, and
 * each caller hears how its own request ended. Written apart from `requestQueueMachine`; the
 * states count the requests waiting (the running one included), up to three.
 */
export interface RequestQueueModelConfig {
  /** Requests per path at most; fixed at 3 by the spec's states. */
  maxQueued: 3;
}

export type RequestQueueModelEvent =
  /** A caller queues one more request. */
  | { type: 'ENQUEUE' }
  /** The running request ends with its output (ok or failed). */
  | { type: 'FINISH'; ok: boolean }
  /** The running request's runner throws. */
  | { type: 'CRASH' };

export interface RequestQueueView {
  running: boolean;
  /** Requests queued and not yet settled, the running one included. */
  waiting: number;
}

export const requestId = (index: number) => `r${index + 1}`;

export function createRequestQueueSpec(_config: RequestQueueModelConfig) {
  const settles = (target: string) => ({ FINISH: target, CRASH: target });
  return setup({ types: { events: {} as RequestQueueModelEvent } }).createMachine({
    id: 'requestQueueSpec',
    initial: 'idle',
    states: {
      idle: { on: { ENQUEUE: 'running.one' } },
      running: {
        initial: 'one',
        states: {
          one: { on: { ENQUEUE: 'two', ...settles('#requestQueueSpec.idle') } },
          two: { on: { ENQUEUE: 'three', ...settles('one') } },
          // A path queues three at most: the model stays finite.
          three: { on: settles('two') },
        },
      },
    },
  });
}

export type RequestQueueSpec = ReturnType<typeof createRequestQueueSpec>;
