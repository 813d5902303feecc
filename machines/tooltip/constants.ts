/** [WID-010] The tooltip shows 1200 ms after the pointer comes to rest on its trigger. */
export const TOOLTIP_SHOW_DELAY_MS = 1200;

/** [WID-011] Width 250, 15 px from the mouse, at least 20 px from the viewport edges. */
export const TOOLTIP_WIDTH = 250;
export const TOOLTIP_MOUSE_OFFSET = 15;
export const TOOLTIP_EDGE_MARGIN = 20;

/** WAI-ARIA tooltip pattern: Escape dismisses. */
export const TOOLTIP_DISMISS_KEY = 'Escape';

/** A tooltip whose data does not decode is left out with this warning (the spec gives no tooltip-specific text). */
export const TOOLTIP_DATA_ERROR = 'Error decoding tooltip data.';
