import type { Actor } from 'xstate';
import { decodePopupOverlayStored, type PopupOverlayStored } from '../../machines/popup-overlay/codec.ts';
import type { PopupOverlayEvent, popupOverlayMachine } from '../../machines/popup-overlay/machine.ts';
import { safeStorage, type SafeStorage } from './storage.ts';

/** [BLK-061] What local storage remembers of the popup; a blocked storage remembers nothing. */
export function readPopupOverlayStored(storage: SafeStorage = safeStorage('local')): PopupOverlayStored {
  return decodePopupOverlayStored((key) => storage.get(key)).data;
}

/**
 * [BLK-061] Writes the popup's `store` effects to local storage; [ERR-019] when storage is
 * blocked the message is logged and the popup goes on working. Returns the unsubscribe.
 */
export function bindPopupOverlay(actor: Actor<typeof popupOverlayMachine>, storage: SafeStorage = safeStorage('local')): () => void {
  const subscription = actor.on('store', ({ key, value }) => void storage.set(key, value));
  return () => subscription.unsubscribe();
}

/**
 * The `send` a renderer gives the popup's `connect`: each CLOSE and SUBMIT carries the time it
 * happened (the browser's clock is read here, at the edge, never inside `connect`).
 */
export function sendWithTime(actor: Actor<typeof popupOverlayMachine>, now: () => number = Date.now): (event: PopupOverlayEvent) => void {
  return (event) => actor.send({ ...event, now: now() });
}
