import type { SnapshotFrom } from 'xstate';
import { requestQueueMachine } from '../../machines/net/queue.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createRequestQueueSpec, type RequestQueueModelConfig, type RequestQueueModelEvent, type RequestQueueSpec, type RequestQueueView } from './spec.ts';

const WAITING: Record<string, number> = { one: 1, two: 2, three: 3 };

export const requestQueueModel: BehaviourModel<RequestQueueModelConfig, RequestQueueModelEvent, RequestQueueView, RequestQueueSpec> = {
  machineName: 'requestQueueMachine',
  machine: requestQueueMachine,
  configs: [{ maxQueued: 3 }],
  describeConfig: ({ maxQueued }) => `up to ${maxQueued} queued`,
  createSpec: createRequestQueueSpec,
  events: (_config, snapshot: SnapshotFrom<RequestQueueSpec>) =>
    snapshot.matches('idle') ? [{ type: 'ENQUEUE' }] : [{ type: 'ENQUEUE' }, { type: 'FINISH', ok: true }, { type: 'FINISH', ok: false }, { type: 'CRASH' }],
  // Every way a request can end, with others waiting behind it and with none.
  extraPaths: () => [
    [{ type: 'ENQUEUE' }, { type: 'ENQUEUE' }, { type: 'CRASH' }, { type: 'FINISH', ok: false }, { type: 'ENQUEUE' }, { type: 'CRASH' }],
    [{ type: 'ENQUEUE' }, { type: 'ENQUEUE' }, { type: 'ENQUEUE' }, { type: 'FINISH', ok: true }, { type: 'FINISH', ok: false }, { type: 'FINISH', ok: true }],
  ],
  view: (snapshot) => {
    const value = snapshot.value;
    const level = typeof value === 'object' ? Object.values(value)[0] : undefined;
    return { running: snapshot.matches('running'), waiting: typeof level === 'string' ? (WAITING[level] ?? 0) : 0 };
  },
};
