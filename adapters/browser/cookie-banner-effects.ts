import type { Actor } from 'xstate';
import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_SECONDS } from '../../machines/cookie-banner/constants.ts';
import type { cookieBannerMachine } from '../../machines/cookie-banner/machine.ts';
import { removeCookie, writeCookie } from './cookies.ts';

// The banner's cookie effects, apart from ./cookie-banner.ts's `readConsent` (which decodes the
// consent cookie with its io-ts codec): a page that reads the consent later imports no codec.

/**
 * Performs the banner's effects: [COOK-010] [COOK-023] [COOK-025] the choice goes to the
 * consent cookie for 30 days; [COOK-027] the cleared cookies are removed. Bind before the
 * actor starts: the clearing is emitted on start. Returns the unsubscribe.
 */
export function bindCookieBannerEffects(actor: Actor<typeof cookieBannerMachine>): () => void {
  const stored = actor.on('consentStored', ({ allowed }) =>
    writeCookie(CONSENT_COOKIE, String(allowed), { maxAgeSeconds: CONSENT_COOKIE_MAX_AGE_SECONDS }),
  );
  const cleared = actor.on('cookiesCleared', ({ names }) => names.forEach((name) => removeCookie(name)));
  return () => {
    stored.unsubscribe();
    cleared.unsubscribe();
  };
}
