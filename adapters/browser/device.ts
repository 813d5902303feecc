import { isMobileUserAgent } from '../../machines/shared/environment.ts';
/** What the page knows of the visitor's device and preferences, read in one place. */

/**
 * A phone or tablet: the browser's own `userAgentData.mobile`, else its user agent (reading:
 * the spec does not say how a device counts as mobile). Used by the popup overlay (BLK-052),
 * the mobile bar (BLK-062), gallery hover rules (GAL-021) and the image queue (MEDIA-021).
 */
export function isMobileDevice(nav: Navigator = navigator): boolean {
  const data = (nav as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (data?.mobile === true) return true;
  return isMobileUserAgent(nav.userAgent);
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The visitor asked for less motion (operating system or browser setting). */
export function prefersReducedMotion(win: Window = window): boolean {
  return win.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;
}

/** Inside a frame, such as the site-editing frame (CHK-005, NAV-011): a cross-origin parent
 * refuses to be read, and still counts. */
export function isInFrame(win: Window = window): boolean {
  try {
    return win.top !== win.self;
  } catch {
    return true;
  }
}
