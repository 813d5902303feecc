'use client';
import { useEffect, useState } from 'react';
import { CONSENT_COOKIE } from '../../machines/cookie-banner/constants.ts';
import type { Consent } from '../../machines/cookie-banner/logic.ts';
import { useCookie } from './environment.tsx';

/** The consent cookie's decoder (its io-ts codec), once fetched. */
let decodeConsentCookie: ((value: unknown) => Consent) | undefined;

/**
 * [COOK-011] The consent cookie for a page whose server decoded it from the request (with the
 * same io-ts codec, `consentOf`): that answer while the page renders and hydrates (both renders
 * agree), then the browser's own cookie, decoded once the codec has been fetched after hydration
 * (a page rendered without the cookie, cached say, is corrected then). The page's first script
 * carries no codec for it.
 */
export function useLateConsentCookie(requestConsent: Consent): Consent {
  const cookie = useCookie(CONSENT_COOKIE);
  const [decode, setDecode] = useState(() => decodeConsentCookie);
  useEffect(() => {
    if (decode) return;
    let live = true;
    void import('./consent-decoder.ts').then((codec) => {
      decodeConsentCookie = codec.consentOf;
      if (live) setDecode(() => codec.consentOf);
    });
    return () => {
      live = false;
    };
  }, [decode]);
  return decode ? decode(cookie) : requestConsent;
}
