import { consentOf } from '../../machines/cookie-banner/consent.ts';
import { CONSENT_COOKIE } from '../../machines/cookie-banner/constants.ts';
import { readCookie } from './cookies.ts';

export { bindCookieBannerEffects } from './cookie-banner-effects.ts';

/** [COOK-011] The visitor's recorded choice: `undefined` while none is recorded (or junk). */
export function readConsent(): 'true' | 'false' | undefined {
  return consentOf(readCookie(CONSENT_COOKIE));
}

