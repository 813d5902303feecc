import { createActor, type Actor, type InspectionEvent } from 'xstate';
import { connect } from '../../machines/dialogs/connect.ts';
import { dialogStackMachine } from '../../machines/dialogs/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { DialogStackModelConfig, DialogStackModelEvent, DialogStackView } from './spec.ts';


/**
 * Drives the bare stack the way the dialogs' owners and the browser adapter do: opens join it,
 * Esc and outside clicks are sent as the adapter sends them (the machine then tells the owner
 * to close), and a dialog closing itself leaves it.
 */
export function createDialogStackMachineDriver(
  _config: DialogStackModelConfig,
  inspect?: (event: InspectionEvent) => void,
): ModelDriver<DialogStackModelEvent, DialogStackView> {
  let actor: Actor<typeof dialogStackMachine> | undefined;
  let count = 0;
  let dismissed: string[] = [];
  const stack = () => actor?.getSnapshot().context.dialogs ?? [];

  return {
    reset() {
      actor?.stop();
      count = 0;
      dismissed = [];
      actor = createActor(dialogStackMachine, { input: {}, inspect });
      actor.on('dismiss', ({ id }) => dismissed.push(id));
      actor.start();
    },
    send(event) {
      const send = actor?.send ?? (() => undefined);
      switch (event.type) {
        case 'OPEN':
          if (event.kind) send({ type: 'OPEN', id: `${event.kind}-${++count}`, kind: event.kind });
          return;
        case 'ESCAPE': {
          const top = stack().at(-1)?.id;
          send({ type: 'KEY', key: 'Escape' });
          // The newest dialog, and only it, was told to close.
          check(top === undefined ? true : dismissed.at(-1) === top, `Esc dismissed ${dismissed.at(-1)}, not the newest ${top}`);
          return;
        }
        case 'OUTSIDE_CLICK':
          return send({ type: 'OUTSIDE_CLICK', area: event.area });
        case 'CLOSE_OWN':
          return send({ type: 'CLOSE', id: stack().at(-1)?.id ?? '' });
      }
    },
    expect(view) {
      const dialogs = stack();
      const api = connect(actor!.getSnapshot(), actor!.send);
      check(JSON.stringify(dialogs.map((dialog) => dialog.kind)) === JSON.stringify(view.stack), `stack is ${dialogs.map((dialog) => dialog.kind).join(', ')}`);
      dialogs.forEach((dialog, index) => {
        check(dialog.zIndex === 30000 + 10 * index, `${dialog.id} sits at ${dialog.zIndex}`);
        check(api.getLayerProps(dialog.id).style?.zIndex === dialog.zIndex, `${dialog.id} layer z-index`);
      });
      check(actor!.getSnapshot().value === (view.stack.length === 0 ? 'empty' : 'stacked'), `state is ${String(actor!.getSnapshot().value)}`);
    },
  };
}
