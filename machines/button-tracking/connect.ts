import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { buttonBlockAnatomy } from './anatomy.ts';
import { interceptsClick } from './logic.ts';
import type { ButtonTrackingEvent, buttonTrackingMachine } from './machine.ts';
import type { ButtonBlockApi, ButtonTrackingState, ButtonClickEvent } from './types.ts';

export type ButtonTrackingSnapshot = SnapshotFrom<typeof buttonTrackingMachine>;

/**
 * The button block's view model: a real link (it works with no script and before consent);
 * once tracked, a plain click is held ([BLK-039] the machine replays it), and a click while one
 * is being recorded is not a second navigation.
 */
export function connect(snapshot: ButtonTrackingSnapshot, send: (event: ButtonTrackingEvent) => void, normalize: NormalizeProps, rootId = 'button-block'): ButtonBlockApi {
  const state = snapshot.value as ButtonTrackingState;
  const { button } = snapshot.context;
  return {
    state,
    button,
    getRootProps: () => normalize({ id: rootId, ...buttonBlockAnatomy.attrs('root'), 'data-state': state, 'data-align': button.alignment }),
    getLinkProps: () =>
      normalize({
        id: buttonBlockAnatomy.id(rootId, 'link'),
        href: button.clickthroughUrl,
        target: button.newWindow ? ('_blank' as const) : undefined,
        rel: button.newWindow ? ('noopener' as const) : undefined,
        ...buttonBlockAnatomy.attrs('link'),
        'data-size': button.size,
        'aria-busy': state === 'recording' || state === 'replaying' ? true : undefined,
        onClick: (event: ButtonClickEvent) => {
          if (state === 'untracked' || event.defaultPrevented || !interceptsClick(event)) return;
          event.preventDefault();
          send({ type: 'CLICK', button: event.button, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey, altKey: event.altKey });
        },
      }),
  };
}
