import type { NormalizeProps } from '../shared/normalize.ts';
import { dialogStackAnatomy } from './anatomy.ts';
import { zIndexOf } from './logic.ts';
import type { DialogStackEvent } from './machine.ts';
import type { DialogStackApi, DialogStackSnapshot } from './types.ts';

/** Pure view model of the dialog stack for any renderer. */
export function connect(snapshot: DialogStackSnapshot, send: (event: DialogStackEvent) => void, normalize: NormalizeProps): DialogStackApi {
  const { dialogs, fading, requests } = snapshot.context;
  return {
    dialogs,
    top: dialogs.at(-1),
    requests,
    getRootProps: () => normalize(dialogStackAnatomy.attrs('root')),
    getLayerProps: (id) => {
      const zIndex = zIndexOf(id, dialogs, fading);
      return normalize({
        ...dialogStackAnatomy.attrs('layer'),
        'data-dialog-id': id,
        style: zIndex === undefined ? undefined : { zIndex },
      });
    },
    open: (id, kind) => send({ type: 'OPEN', id, kind }),
    close: (id) => send({ type: 'CLOSE', id }),
    gone: (id) => send({ type: 'GONE', id }),
    request: (request) => send({ type: 'REQUEST', request }),
    answer: (key, answer) => send({ type: 'ANSWER', key, answer }),
    destroyed: (key) => send({ type: 'DESTROYED', key }),
  };
}

export type { DialogStackApi, DialogStackSnapshot } from './types.ts';
