/**
 * The page's width splits, in one module: the blocks' desktop breakpoints and device-size
 * splits (spec 001 §9) and the mobile/desktop split of spec 002 §2 that the lightbox uses.
 * Every layer that asks "how wide is this page" (CSS media queries written by adapters, the
 * lightbox's mobile mode, the text shrink) reads these, never its own literal.
 */

/** [CONST-008] Desktop breakpoints: 800 and 1024 px. */
export const DESKTOP_BREAKPOINTS = [800, 1024] as const;

/** [CONST-009] Device-size splits for mobile and tablet: 926, 1024 and 1366 px. */
export const DEVICE_SIZE_SPLITS = [926, 1024, 1366] as const;

/** [CONST-015] Mobile is at most 432 px wide (the lightbox's mobile mode: LBX-019, LBX-020). */
export const MOBILE_MAX_WIDTH = 432;

/** [CONST-015] Desktop is at least 433 px wide; tablet is effectively unused. */
export const DESKTOP_MIN_WIDTH = 433;
