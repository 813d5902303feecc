import { inlineText, plainRichText, type RichText } from '../shared/rich-text.ts';
import { DEFAULT_BANNER_TEXT } from './constants.ts';
import type { CookieBannerSettings } from './codec.ts';

/** The consent cookie's meaning: `undefined` while the visitor has not chosen. */
export type Consent = 'true' | 'false' | undefined;

export interface BannerVisibility {
  settings: CookieBannerSettings;
  consent: Consent;
  forced: boolean;
  screenshot: boolean;
}

/**
 * [COOK-040] Never with the screenshot flag; [COOK-028] always in forced preview;
 * [COOK-021] [COOK-022] otherwise while the banner is on and no consent cookie is set.
 */
export function shouldShowBanner({ settings, consent, forced, screenshot }: BannerVisibility): boolean {
  if (screenshot) return false;
  return forced || (settings.enabled && consent === undefined);
}

/** [COOK-024] Decline exists only with OPT_IN_AND_OUT and a call to action other than ICON. */
export function canDecline(settings: CookieBannerSettings): boolean {
  return settings.acceptType === 'OPT_IN_AND_OUT' && settings.ctaVariant !== 'ICON';
}

/** [COOK-027] With no consent recorded under the restrictive policy, tracking cookies go. */
export function mustClearCookies(settings: CookieBannerSettings, consent: Consent): boolean {
  return settings.restrictivePolicy && consent === undefined;
}

/**
 * Whether visitor cookies and tracking may run: after Accept; before any choice only when
 * the policy is not restrictive; never after Decline (reading: a recorded "no" is honoured
 * whatever the policy).
 */
export function trackingAllowed(settings: CookieBannerSettings, consent: Consent): boolean {
  return consent === 'true' || (consent === undefined && !settings.restrictivePolicy);
}

/** The banner text as the site owner wrote it (HTML), for the adapter's parser. */
export function bannerTextHtml(settings: CookieBannerSettings): string {
  return settings.text;
}

/**
 * [COOK-030] [COOK-031] The notice to show from rich text already decoded and checked (the
 * server's `cookieBannerDataOf`): the default notice when none is left.
 */
export function decodedBannerText(text: RichText): RichText {
  return text.length > 0 ? text : plainRichText(DEFAULT_BANNER_TEXT);
}

/** The notice as plain paragraphs (the rich text's runs joined), for renderers that want text only. */
export function bannerParagraphs(text: RichText): string[] {
  return text.map((paragraph) => inlineText(paragraph.children));
}
