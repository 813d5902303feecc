import type { Actor } from 'xstate';
import { decodePopupOverlayStored, type PopupOverlayStored } from '../../machines/popup-overlay/codec.ts';
import type { popupOverlayMachine } from '../../machines/popup-overlay/machine.ts';
import { safeStorage, type SafeStorage } from './storage.ts';

/** [BLK-061] What local storage remembers of the popup; a blocked storage remembers nothing. */
export function readPopupOverlayStored(storage: SafeStorage = safeStorage('local')): PopupOverlayStored {
  return decodePopupOverlayStored((key) => storage.get(key));
}

/**
 * [BLK-061] Writes the popup's `store` effects to local storage; [ERR-019] when storage is
 * blocked the message is logged and the popup goes on working. Returns the unsubscribe.
 */
export function bindPopupOverlayEffects(
  actor: Actor<typeof popupOverlayMachine>,
  storage: SafeStorage = safeStorage('local'),
): () => void {
  const subscription = actor.on('store', ({ key, value }) => void storage.set(key, value));
  return () => subscription.unsubscribe();
}

/**
 * Whether this is a mobile device: the browser's own answer where it gives one, else its
 * user agent (reading: the spec does not say how a device counts as mobile).
 */
export function isMobileDevice(): boolean {
  const data = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (typeof data?.mobile === 'boolean' && data.mobile) return true;
  return /Mobi|Android|iPhone|iPad|iPod/i.test(navigator.userAgent);
}
