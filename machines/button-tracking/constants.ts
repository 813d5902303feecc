import { BUTTON_TRACKING_CONTEXT } from '../enums/constants.ts';
import { TRACKING_TIMEOUT_MS } from '../tracking/constants.ts';

/** [BLK-039] [TRK-025] The longest a click waits for its recording before the navigation is replayed. */
export const BUTTON_RECORD_TIMEOUT_MS = TRACKING_TIMEOUT_MS;
/** [ENUM-021] A button block's tracking context. */
export const BUTTON_BLOCK_CONTEXT = BUTTON_TRACKING_CONTEXT.byName.buttonBlock;
/** [ENUM-021] A popup overlay's button tracking context. */
export const POPUP_OVERLAY_CONTEXT = BUTTON_TRACKING_CONTEXT.byName.popupOverlay;
/** The warning a button block whose data cannot be read is logged with (ours). */
export const BUTTON_BLOCK_DATA_ERROR = 'Button block data could not be read; the button renders without tracking.';
