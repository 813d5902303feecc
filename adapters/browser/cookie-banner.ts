import type { Actor } from 'xstate';
import { consentOf } from '../../machines/cookie-banner/consent.ts';
import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_SECONDS } from '../../machines/cookie-banner/constants.ts';
import type { cookieBannerMachine } from '../../machines/cookie-banner/machine.ts';
import { readCookie, removeCookie, writeCookie } from './cookies.ts';

/** [COOK-011] The visitor's recorded choice: `undefined` while none is recorded (or junk). */
export function readConsent(): 'true' | 'false' | undefined {
  return consentOf(readCookie(CONSENT_COOKIE));
}

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
