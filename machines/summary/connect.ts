import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { summaryAnatomy } from './anatomy.ts';
import { SUMMARY_UNAVAILABLE_MESSAGE } from './constants.ts';
import type { summaryMachine } from './machine.ts';
import type { SummaryApi, SummaryEvent, SummaryStatus } from './types.ts';

export type SummarySnapshot = SnapshotFrom<typeof summaryMachine>;

/** The summary block's view model: its status, the sanitized rendering and message, as props for any renderer. */
export function connect(snapshot: SummarySnapshot, _send: (event: SummaryEvent) => void, normalize: NormalizeProps): SummaryApi {
  const status = snapshot.value as SummaryStatus;
  return {
    status,
    nodes: snapshot.context.nodes,
    message: status === 'failed' ? SUMMARY_UNAVAILABLE_MESSAGE : null,
    getRootProps: () => normalize({ id: snapshot.context.id, 'aria-busy': status === 'loading', ...summaryAnatomy.attrs('root'), 'data-state': status }),
    getContentProps: () => normalize(summaryAnatomy.attrs('content')),
    getMessageProps: () => normalize({ role: 'status' as const, ...summaryAnatomy.attrs('message'), hidden: status !== 'failed' }),
  };
}
