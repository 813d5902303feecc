/** [BLK-020] The reservation block uses the wide theme when its container is wider than 850 px. */
export const RESERVATION_WIDE_ABOVE_PX = 850;
/** [BLK-022] The table-booking block uses a narrow layout at or below 750 px. */
export const TABLE_BOOKING_NARROW_AT_OR_BELOW_PX = 750;

/** [BLK-024] */
export const PREVIEW_ONLY_TITLE = 'Preview Only';
/**
 * [BLK-025] The spec's message names the builder's brand; a neutral builder shows the provider's
 * own account name in its place ({account}).
 */
export const PREVIEW_ONLY_MESSAGE = 'Please log out of your {account} account in order to use the OpenTable Block.';

/** [BLK-027] Failures are logged to the console only, with these words. */
export const WIDGET_DOM_NEVER_RENDERED = 'widget DOM never rendered';
export const WIDGET_RELOAD_FAILED = 'could not reloadScript and reinit block';
export const WIDGET_SCRIPT_FAILED = 'loadjs failed';

/**
 * Ours: how long a provider's widget may take to put its DOM in the block once its script has
 * run before 'widget DOM never rendered' (BLK-027).
 */
export const WIDGET_RENDER_WAIT_MS = 5000;

/** Ours: what a visitor sees in place of a widget that failed (the reasons go to the console only). */
export const WIDGET_UNAVAILABLE_MESSAGE = 'Online booking is not available right now. Please call us to book.';
