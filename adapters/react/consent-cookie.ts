'use client';
import { consentOf } from '../../machines/cookie-banner/consent.ts';
import { CONSENT_COOKIE } from '../../machines/cookie-banner/constants.ts';
import type { Consent } from '../../machines/cookie-banner/logic.ts';
import { useCookie } from './environment.tsx';

/**
 * [COOK-011] The consent cookie decoded with its io-ts codec: as the request sent it while the
 * page hydrates (so both renders agree), then the browser's.
 */
export function useConsentCookie(): Consent {
  return consentOf(useCookie(CONSENT_COOKIE));
}
