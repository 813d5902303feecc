/** [LBX-024] The overlay fades in and out over 0.3 s: the opening and closing states last that long. */
export const LIGHTBOX_FADE_MS = 300;

/** [LBX-022] Slide speed 0.6 s. */
export const LIGHTBOX_SLIDE_MS = 600;

/** [LBX-023] Overlay opacity 0.95. */
export const LIGHTBOX_OVERLAY_OPACITY = 0.95;

/** [LBX-025] Lightbox padding 100 (px around the image). */
export const LIGHTBOX_PADDING = 100;

/** [LBX-013] Arrow-key navigation is throttled to 200 ms. */
export const LIGHTBOX_KEY_THROTTLE_MS = 200;

/** [LBX-014] A click in the outer 2 percent edge margin closes the lightbox. */
export const LIGHTBOX_EDGE_MARGIN = 0.02;

/** [LBX-027] The default lightbox title. */
export const LIGHTBOX_DEFAULT_TITLE = 'Gallery';

/** [LBX-026] The default theme; an ancestor saying `light` turns it light. */
export const LIGHTBOX_DEFAULT_THEME = 'dark';

/**
 * [LBX-012] Key codes 37 and 39 go to the previous and next item. The machine receives
 * `KeyboardEvent.key`; these are the keys those codes name.
 */
export const LIGHTBOX_KEY_CODES = { 37: 'ArrowLeft', 39: 'ArrowRight' } as const;
export const LIGHTBOX_PREVIOUS_KEY = LIGHTBOX_KEY_CODES[37];
export const LIGHTBOX_NEXT_KEY = LIGHTBOX_KEY_CODES[39];

/** [LBX-009] Esc closes the lightbox. */
export const LIGHTBOX_CLOSE_KEY = 'Escape';

/** [GAL-004] [LBX-002] The hash parameter that names the open item. */
export const ITEM_ID_PARAM = 'itemId';

/**
 * [LBX-028] The lightbox is reported as unavailable in one lower tier of the platform. The
 * spec gives no wording; this is ours (README).
 */
export const LIGHTBOX_UNAVAILABLE_MESSAGE = 'The lightbox is not available on this plan.';

/** Gallery block data that cannot be decoded (spec 001 §5, GAL block data) gives no lightbox. */
export const LIGHTBOX_BLOCK_DATA_ERROR = 'Error decoding gallery block data.';

/**
 * The mobile breakpoint: at most 432 px wide (CONST-015, spec 002 §2). Mobile lightboxes scroll
 * (LBX-019, LBX-020). The same split the blocks use, from the one breakpoints module.
 */
export { MOBILE_MAX_WIDTH } from '../breakpoints/constants.ts';
