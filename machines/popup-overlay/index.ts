export { popupOverlayMachine } from './machine.ts';
export type { PopupOverlayContext, PopupOverlayEvent, PopupOverlayInput } from './machine.ts';
export { connect as connectPopupOverlay } from './connect.ts';
export type { PopupOverlayApi } from './types.ts';
export { decodePopupOverlaySettings, decodePopupOverlayStored } from './codec.ts';
export type { PopupOverlaySettings, PopupOverlayStored } from './codec.ts';
export { STORAGE_KEYS } from './constants.ts';
