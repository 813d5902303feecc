import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { checkoutAnatomy } from './anatomy.ts';
import type { CheckoutEvent, checkoutMachine } from './machine.ts';
import type { CheckoutApi } from './types.ts';

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** Pure view model of checkout buttons for any renderer. */
export function connect(snapshot: CheckoutSnapshot, send: (event: CheckoutEvent) => void, normalize: NormalizeProps): CheckoutApi {
  const navigating = snapshot.value === 'navigating';
  return {
    navigating,
    getTriggerProps: (start) => normalize({
      type: 'button',
      'aria-disabled': navigating ? 'true' : undefined,
      ...checkoutAnatomy.attrs('trigger'),
      'data-state': navigating ? 'navigating' : 'idle',
      onClick: () => send(start),
    }),
  };
}
