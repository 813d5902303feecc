import '../../../ui/cookie-banner.css';
import { useState } from 'react';
import { removeCookie } from '../../../adapters/browser/cookies.ts';
import { useVisitorTracking } from '../../../adapters/react/useVisitorTracking.ts';
import { CONSENT_COOKIE, RESTRICTED_COOKIES } from '../../../machines/cookie-banner/constants.ts';
import { CookieBanner } from '../../../ui/CookieBanner.tsx';
import { cookieSettingChoices } from '../../content/cookie-banner-demo.ts';
import { demoSite } from '../../content/site.ts';
import { CookieJar } from '../CookieJar.tsx';

function forgetChoice() {
  removeCookie(CONSENT_COOKIE);
  window.location.reload();
}

interface CookieBannerDemoData {
  /** The demo's settings: the defaults, with what the query named replacing them (invalid values too). */
  settings: Record<string, string>;
  forced: boolean;
  screenshot: boolean;
}

export function CookieBannerDemo({ data }: { data: CookieBannerDemoData }) {
  const { settings, forced, screenshot } = data;
  // Visitor cookies and tracking start when the banner says so, not before.
  const [trackingAllowed, setTrackingAllowed] = useState(false);
  useVisitorTracking(demoSite, trackingAllowed);
  return (
    <>
      <h1>Cookie banner</h1>
      <p>
        Under the restrictive policy nothing that follows a visitor (the visitor cookies, the page-view beacon, the census
        hit) runs before you accept. Switch the banner below; the page reloads with the new settings.
      </p>
      <form method="get" className="settings-form" aria-labelledby="settings-title">
        <h2 id="settings-title">Banner settings</h2>
        {cookieSettingChoices.map((choice) => (
          <label key={choice.name}>
            {choice.label}
            <select name={choice.name} defaultValue={settings[choice.name]}>
              {choice.values.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          </label>
        ))}
        <label>
          Banner text
          <textarea name="cookieBannerText" defaultValue={settings.cookieBannerText} rows={2} />
        </label>
        <label>
          Accept text
          <input name="cookieBannerCtaText" defaultValue={settings.cookieBannerCtaText} />
        </label>
        <label>
          Decline text
          <input name="cookieBannerOptOutCtaText" defaultValue={settings.cookieBannerOptOutCtaText} />
        </label>
        <input type="hidden" name="isRestrictiveCookiePolicyEnabled" value="false" />
        <label className="check">
          <input
            type="checkbox"
            name="isRestrictiveCookiePolicyEnabled"
            value="true"
            defaultChecked={settings.isRestrictiveCookiePolicyEnabled === 'true'}
          />
          Restrictive cookie policy
        </label>
        <label className="check">
          <input type="checkbox" name="forced" value="true" defaultChecked={forced} />
          Forced preview (clicks ignored)
        </label>
        <button type="submit">Apply</button>
      </form>
      <section aria-labelledby="cookies-title">
        <h2 id="cookies-title">Cookies on this page</h2>
        <CookieJar label="Consent and visitor cookies" names={[CONSENT_COOKIE, ...RESTRICTED_COOKIES]} />
        <p>
          <button type="button" onClick={forgetChoice}>
            Forget my choice
          </button>
        </p>
      </section>
      <CookieBanner settings={settings} forced={forced} screenshot={screenshot} onTrackingAllowedChange={setTrackingAllowed} />
    </>
  );
}
