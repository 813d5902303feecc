import { DESKTOP_BREAKPOINTS, DEVICE_SIZE_SPLITS, DESKTOP_MIN_WIDTH, MOBILE_MAX_WIDTH } from './constants.ts';

/** [CONST-015] The two classes spec 002 §2 uses: tablet is effectively unused, so a width is one or the other. */
export type ViewportClass = 'mobile' | 'desktop';

/** [CONST-015] Mobile at most 432 px, desktop from 433 px (a fractional width between counts as desktop). */
export function viewportClass(width: number): ViewportClass {
  return width <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}

/**
 * [CONST-008] Which desktop step a width is in: 0 under 800 px, 1 from 800 px, 2 from 1024 px
 * (reading: a breakpoint is the first width of the wider layout, as CSS `min-width` reads it).
 */
export function desktopStep(width: number): 0 | 1 | 2 {
  const [first, second] = DESKTOP_BREAKPOINTS;
  if (width >= second) return 2;
  return width >= first ? 1 : 0;
}

/**
 * [CONST-009] The device size of a width by the splits at 926, 1024 and 1366 px: 'mobile' up
 * to 926, 'tablet' up to 1024 (portrait) and 1366 (landscape), 'desktop' above (reading: each
 * split is the last width of the smaller size).
 */
export type DeviceSize = 'mobile' | 'tablet-portrait' | 'tablet-landscape' | 'desktop';
export function deviceSize(width: number): DeviceSize {
  const [mobile, portrait, landscape] = DEVICE_SIZE_SPLITS;
  if (width <= mobile) return 'mobile';
  if (width <= portrait) return 'tablet-portrait';
  return width <= landscape ? 'tablet-landscape' : 'desktop';
}

/** The media query of [CONST-015]'s mobile class, for `matchMedia` and stylesheets. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** The media query of [CONST-015]'s desktop class. */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
