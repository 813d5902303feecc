import { useCookieBannerActor } from '../../../adapters/react/cookie-banner-actor.ts';
import { useLateConsentCookie } from '../../../adapters/react/late-consent-cookie.ts';
import { decodedCookieBannerMachine, type CookieBannerData } from '../../../machines/cookie-banner/decoded-machine.ts';
import { CookieBannerView } from '../../../ui/CookieBannerView.tsx';

/**
 * The site's cookie banner: `DecodedCookieBanner` (the same machine, markup and effects, from the
 * data the server decoded), whose consent cookie the server decoded too, from the request
 * [COOK-011]. The banner starts from that answer; the browser decodes its own cookie with the
 * same io-ts codec once it has been fetched after hydration: no codec in the page's first script.
 */
export function SiteCookieBanner({ data, consent, onTrackingAllowedChange }: { data: CookieBannerData; consent: 'true' | 'false' | null; onTrackingAllowedChange?: (allowed: boolean) => void }) {
  const requestConsent = consent ?? undefined;
  const { api } = useCookieBannerActor(
    decodedCookieBannerMachine,
    (startConsent) => ({ data, ...(startConsent ? { consent: startConsent } : {}) }),
    onTrackingAllowedChange,
    {},
    () => useLateConsentCookie(requestConsent),
  );
  return <CookieBannerView api={api} />;
}
