import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { scriptLoaderAnatomy } from './anatomy.ts';
import type { scriptLoaderMachine } from './machine.ts';
import type { ScriptLoadStatus, ScriptLoaderApi, ScriptLoaderEvent } from './types.ts';

export type ScriptLoaderSnapshot = SnapshotFrom<typeof scriptLoaderMachine>;

/** The view of one script load: its status and a way to ask for it. */
export function connect(snapshot: ScriptLoaderSnapshot, send: (event: ScriptLoaderEvent) => void, normalize: NormalizeProps): ScriptLoaderApi {
  const status = snapshot.value as ScriptLoadStatus;
  return {
    url: snapshot.context.url,
    status,
    loaded: status === 'loaded',
    failed: status === 'failed',
    error: snapshot.context.error,
    load: () => send({ type: 'LOAD' }),
    getStatusProps: () => normalize({ ...scriptLoaderAnatomy.attrs('status'), 'data-state': status, 'data-url': snapshot.context.url }),
  };
}
