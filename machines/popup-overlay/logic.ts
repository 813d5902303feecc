import type { BadgeType, PopupOverlaySettings, PopupOverlayStored, PopupStyle } from './codec.ts';
import { BADGELESS_TEMPLATE_VERSION, DAY_MS, LOCK_SCREEN, MOBILE_INFO_BAR_MAX_WIDTH, NEVER_AGAIN, SPLASH_PAGE } from './constants.ts';

export interface PopupPage {
  settings: PopupOverlaySettings;
  /** The page-type code (002 §2). */
  pageType: number;
  mobile: boolean;
  screenshot: boolean;
}

/**
 * Pages the popup may appear on at all: [BLK-052] not on a mobile device with mobile off,
 * [BLK-053] not without a style, [BLK-054] not on a splash page or lock screen,
 * [BLK-055] not with the screenshot flag.
 */
export function popupAllowedOnPage({ settings, pageType, mobile, screenshot }: PopupPage): boolean {
  if (mobile && !settings.showOnMobile) return false;
  if (settings.style === 'none') return false;
  if (pageType === SPLASH_PAGE || pageType === LOCK_SCREEN) return false;
  return !screenshot;
}

/**
 * Whether this visitor is due to see the popup (the redisplay rules of 002 §9):
 * [BLK-059] a newer version than the one stored shows again, whatever came before (reading:
 * a republished popup is new to everyone); [BLK-060] after a submit with showUntilSignup, never;
 * never closed, shown; [BLK-058] closed with frequency -1, never again; [BLK-057] otherwise once
 * the closed date plus displayFrequency days has passed.
 */
export function popupDue(settings: PopupOverlaySettings, stored: PopupOverlayStored, now: number): boolean {
  if (stored.version !== undefined && stored.version < settings.version) return true;
  if (stored.submitted && settings.showUntilSignup) return false;
  if (stored.closedAt === undefined) return true;
  if (settings.displayFrequency === NEVER_AGAIN) return false;
  return now >= stored.closedAt + settings.displayFrequency * DAY_MS;
}

/** [BLK-062] [BLK-063] The mobile information bar: mobile, 1024 px wide or less, a style. */
export function mobileInfoBarShown({ mobile, width, style }: { mobile: boolean; width: number; style: PopupStyle }): boolean {
  return mobile && width <= MOBILE_INFO_BAR_MAX_WIDTH && style !== 'none';
}

/** [BLK-064] [BLK-065] The badge: not on template version 7.1, not with badge type none. */
export function badgeShown({ templateVersion, badgeType }: { templateVersion: string; badgeType: BadgeType }): boolean {
  return templateVersion !== BADGELESS_TEMPLATE_VERSION && badgeType !== 'none';
}
