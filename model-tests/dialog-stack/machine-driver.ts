import { keepProps } from '../../machines/shared/normalize.ts';
import { createActor, type Actor, type InspectionEvent } from 'xstate';
import { connect } from '../../machines/dialogs/connect.ts';
import { dialogStackMachine } from '../../machines/dialogs/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { DialogStackModelConfig, DialogStackModelEvent, DialogStackView } from './spec.ts';
import type { DialogKind } from '../../machines/dialogs/logic.ts';

/** The kinds the page asks for through the stack's queue. */
const QUEUED: ReadonlySet<DialogKind> = new Set(['confirmation', 'alert', 'information']);


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
  let answered: string[] = [];
  const stack = () => actor?.getSnapshot().context.dialogs ?? [];
  /**
   * What a renderer does once a dialog has left the stack: the layer keeps its z-index while it
   * fades (checked here), then is gone; a queued dialog is answered and destroyed, and leaves the queue.
   */
  const fadeOut = () => {
    const snapshot = actor!.getSnapshot();
    const api = connect(snapshot, actor!.send, keepProps);
    for (const dialog of snapshot.context.fading) {
      check(api.getLayerProps(dialog.id).style?.zIndex === dialog.zIndex, `${dialog.id} keeps its z-index while it fades`);
      api.gone(dialog.id);
      check(connect(actor!.getSnapshot(), actor!.send, keepProps).getLayerProps(dialog.id).style === undefined, `${dialog.id} has no layer once gone`);
    }
    // Requests are keyed in order, as their dialogs opened: those whose dialog left are answered and destroyed.
    const open = new Set(stack().filter((dialog) => QUEUED.has(dialog.kind)).map((dialog) => dialog.id));
    const requests = snapshot.context.requests;
    for (const request of requests.filter((request) => !open.has(request.title))) {
      api.answer(request.key, 'cancel');
      check(answered.at(-1) === request.key, `the answer of ${request.key} is handed back`);
      api.destroyed(request.key);
    }
    check(actor!.getSnapshot().context.requests.length === open.size, 'the queue holds the open confirmations only');
  };

  return {
    reset() {
      actor?.stop();
      count = 0;
      dismissed = [];
      actor = createActor(dialogStackMachine, { input: {}, inspect });
      actor.on('dismiss', ({ id }) => dismissed.push(id));
      actor.on('answered', ({ key }) => answered.push(key));
      actor.start();
      answered = [];
    },
    send(event) {
      const send = actor?.send ?? (() => undefined);
      switch (event.type) {
        case 'OPEN': {
          if (!event.kind) return;
          const id = `${event.kind}-${++count}`;
          // A confirmation, alert or information is asked for first: it waits in the stack's queue.
          if (QUEUED.has(event.kind)) send({ type: 'REQUEST', request: { kind: event.kind as 'confirmation', title: id, message: id } });
          send({ type: 'OPEN', id, kind: event.kind });
          return;
        }
        case 'ESCAPE': {
          const top = stack().at(-1)?.id;
          send({ type: 'KEY', key: 'Escape' });
          // The newest dialog, and only it, was told to close.
          check(top === undefined ? true : dismissed.at(-1) === top, `Esc dismissed ${dismissed.at(-1)}, not the newest ${top}`);
          return fadeOut();
        }
        case 'OUTSIDE_CLICK':
          send({ type: 'OUTSIDE_CLICK', area: event.area });
          return fadeOut();
        case 'CLOSE_OWN': {
          const top = stack().at(-1);
          send({ type: 'CLOSE', id: top?.id ?? '' });
          return fadeOut();
        }
      }
    },
    expect(view) {
      const dialogs = stack();
      const api = connect(actor!.getSnapshot(), actor!.send, keepProps);
      check(JSON.stringify(dialogs.map((dialog) => dialog.kind)) === JSON.stringify(view.stack), `stack is ${dialogs.map((dialog) => dialog.kind).join(', ')}`);
      dialogs.forEach((dialog, index) => {
        check(dialog.zIndex === 30000 + 10 * index, `${dialog.id} sits at ${dialog.zIndex}`);
        check(api.getLayerProps(dialog.id).style?.zIndex === dialog.zIndex, `${dialog.id} layer z-index`);
      });
      check(actor!.getSnapshot().value === (view.stack.length === 0 ? 'empty' : 'stacked'), `state is ${String(actor!.getSnapshot().value)}`);
    },
  };
}
