import { createActor, type Actor, type InspectionEvent } from 'xstate';
import { STORAGE_KEYS } from '../../machines/popup-overlay/constants.ts';
import { connect } from '../../machines/popup-overlay/connect.ts';
import { popupOverlayMachine } from '../../machines/popup-overlay/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { initialStored, type PopupOverlayModelConfig, type PopupOverlayModelEvent, type PopupOverlayView } from './spec.ts';

/** Drives the bare machine through `connect`'s handlers, with a map standing in for local storage. */
export function createPopupOverlayMachineDriver(
  config: PopupOverlayModelConfig,
  inspect?: (event: InspectionEvent) => void,
): ModelDriver<PopupOverlayModelEvent, PopupOverlayView> {
  let actor: Actor<typeof popupOverlayMachine> | undefined;
  let storage = new Map<string, string>();
  const api = () => {
    if (!actor) throw new Error('reset() the driver first');
    return connect(actor.getSnapshot(), actor.send, () => config.now);
  };

  return {
    reset() {
      actor?.stop();
      const initial = initialStored(config);
      storage = new Map(
        Object.entries({ [STORAGE_KEYS.closedAt]: initial.closedAt, [STORAGE_KEYS.version]: initial.version, [STORAGE_KEYS.submitted]: initial.submitted })
          .filter((entry): entry is [string, string] => entry[1] !== null),
      );
      const { name: _name, shownAtLoad: _shown, ...input } = config;
      actor = createActor(popupOverlayMachine, { input, inspect });
      actor.on('store', ({ key, value }) => void storage.set(key, value));
      actor.start();
    },
    send(event) {
      if (event.type === 'SUBMIT') api().getFormProps().onSubmit({ preventDefault() {} });
      else if (event.via === 'Escape') api().getDialogProps().onCancel({ preventDefault() {} });
      else api().getCloseTriggerProps().onClick();
    },
    expect(view) {
      const current = api();
      check(current.state === view.state, `state is ${current.state}`);
      check(current.open === (view.state === 'shown' || view.state === 'submitted'), `open is ${current.open}`);
      check(current.getDialogProps()['data-state'] === view.state, 'dialog data-state disagrees');
      const stored = {
        closedAt: storage.get(STORAGE_KEYS.closedAt) ?? null,
        version: storage.get(STORAGE_KEYS.version) ?? null,
        submitted: storage.get(STORAGE_KEYS.submitted) ?? null,
      };
      check(JSON.stringify(stored) === JSON.stringify(view.stored), `storage holds ${JSON.stringify(stored)}`);
    },
  };
}
