import '../../ui/cookie-banner.css';
import '../site/site.css';
import { readCookies } from '../../adapters/browser/cookies.ts';
import { hasScreenshotFlag } from '../../machines/url/logic.ts';
import { defaultCookieSettings } from '../content/cookie-banner-demo.ts';
import { renderCookieBanner } from './render-cookie-banner.ts';

// The settings of /demo/cookie-banner, with any setting the query names replacing them (invalid
// values too: the banner shows their fallbacks), as the example server reads them for React.
const query = new URLSearchParams(window.location.search);
const settings: Record<string, string> = { ...defaultCookieSettings };
for (const [name, value] of query) if (name in settings || name.startsWith('is')) settings[name] = value;

const verdict = document.getElementById('tracking-verdict');
const jar = document.getElementById('cookie-jar');
const showCookies = () => {
  if (jar) jar.textContent = Object.keys(readCookies()).sort().join(', ') || '(none)';
};
const container = document.getElementById('cookie-banner');
if (container) {
  renderCookieBanner(container, {
    settings,
    forced: query.get('forced') === 'true',
    screenshot: hasScreenshotFlag(window.location.search),
    onTrackingAllowedChange: (allowed) => {
      if (verdict) verdict.textContent = allowed ? 'allowed' : 'not allowed';
      showCookies();
    },
  });
}
showCookies();
