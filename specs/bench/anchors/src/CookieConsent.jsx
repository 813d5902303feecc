// vanilla-cookieconsent as its docs use it: run() once with the categories and texts, a
// category read with acceptedCategory(), a "cookie settings" link calling showPreferences().
import { acceptedCategory, run, showPreferences } from 'vanilla-cookieconsent';
import { useEffect } from 'react';

export function CookieConsent({ config, onAnalytics }) {
  useEffect(() => {
    void run({
      ...config,
      onConsent: () => {
        if (acceptedCategory('analytics')) onAnalytics();
      },
    });
  }, [config, onAnalytics]);
  return (
    <button type="button" onClick={() => showPreferences()}>
      Cookie settings
    </button>
  );
}
