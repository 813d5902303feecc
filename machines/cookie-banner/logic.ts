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

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * The notice as plain paragraphs: the owner's paragraph and line breaks split it, any other
 * markup (and what scripts and styles hold) is dropped and entities decoded, so settings text
 * never becomes markup on the page.
 */
export function bannerParagraphs(text: string): string[] {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .split(/<\/p>|<br\s*\/?>|\n{2,}/i)
    .map((part) =>
      part
        .replace(/<[^>]*>/g, '')
        .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((part) => part !== '');
}
