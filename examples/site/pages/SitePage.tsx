import '../../../ui/cookie-banner.css';
import '../../../ui/popup-overlay.css';
import '../../../ui/form.css';
import '../../../ui/cart.css';
import '../harbour.css';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { readCookie } from '../../../adapters/browser/cookies.ts';
import { useTracker } from '../../../adapters/react/useTracker.ts';
import { Island } from '../../../adapters/react/Island.tsx';
import { CONSENT_COOKIE } from '../../../machines/cookie-banner/constants.ts';
import { SiteBlocks } from '../site-blocks/SiteBlocks.tsx';
import { SiteCookieBanner } from '../site-blocks/SiteCookieBanner.tsx';
import { headerCartIsland } from '../site-blocks/islands.ts';
import { SiteCartHost } from '../site-cart.tsx';
import { siteTracker } from '../site-blocks/site-tracker.ts';
import type { SiteChromeData, SitePageData } from '../site-blocks/types.ts';

/** The bakery's mark: a loaf over two waves. */
function Mark() {
  return (
    <svg className="hb-mark" viewBox="0 0 40 32" width="40" height="32" aria-hidden="true" focusable="false">
      <path d="M6 16 Q20 -2 34 16 Z" fill="currentColor" />
      <path d="M4 22 q4 -4 8 0 t8 0 t8 0 t8 0 M4 28 q4 -4 8 0 t8 0 t8 0 t8 0" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

function SiteHeader({ site, path, cartEager }: { site: SiteChromeData; path: string; cartEager: boolean }) {
  return (
    <header className="hb-header">
      <div className="hb-header-inner">
        <a className="hb-brand" href="/">
          <Mark />
          <span>{site.name}</span>
        </a>
        <nav className="hb-nav" aria-label="Main">
          <ul>
            {site.navigation.map((link) => (
              <li key={link.path}>
                <a href={link.path} aria-current={link.path === path ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* The cart element: an island that wakes with the page's cart (site-cart.tsx). */}
        <Island of={headerCartIsland} props={{ cartPath: site.cartPath }} eager={cartEager} className="hb-cart-slot" />
      </div>
    </header>
  );
}

function SiteFooter({ site }: { site: SiteChromeData }) {
  return (
    <footer className="hb-footer">
      <div className="hb-footer-inner">
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit">Visit</h2>
          <address>
            {site.name}
            <br />
            {site.address.line1}
            <br />
            {site.address.line2}
            <br />
            <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">Opening hours</h2>
          <dl className="hb-hours">
            {site.hours.map((entry) => (
              <div key={entry.days}>
                <dt>{entry.days}</dt>
                <dd>{entry.time}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{site.tagline}</h2>
          <p>{site.footerNote}</p>
          <p>
            <a href="/demos">How this site is built: the behaviour catalogue</a>
          </p>
        </section>
      </div>
    </footer>
  );
}

/**
 * The popup overlay's code (the popup, its newsletter form's rules and the data layer it posts
 * through) is fetched once the visitor has answered the banner: it is never in the server's
 * page, and nothing shows it before then.
 */
const SitePopup = lazy(() => import('./SitePopup.tsx').then((module) => ({ default: module.SitePopup })));

/** Whether the visitor has answered the cookie banner (its consent cookie is set). */
const consentAnswered = () => readCookie(CONSENT_COOKIE) !== undefined;

/**
 * The site-wide visitor layer: the cookie banner, tracking only once it allows it (the tracker
 * counts the visit, sends the page view and serves the button blocks), and the popup overlay, which waits for the
 * banner's answer so the two never cover each other's buttons.
 */
function SiteConsent({ site, pageType }: { site: SiteChromeData; pageType: number }) {
  const [allowed, setAllowed] = useState(false);
  const [answered, setAnswered] = useState(false);
  const tracker = useTracker(site.context, allowed);
  useEffect(() => siteTracker.set(tracker), [tracker]);
  const onTrackingAllowedChange = useCallback((next: boolean) => {
    setAllowed(next);
    setAnswered(consentAnswered());
  }, []);
  return (
    <>
      <SiteCookieBanner data={site.cookieBanner} consent={site.consent} onTrackingAllowedChange={onTrackingAllowedChange} />
      {answered && site.popup !== null ? (
        <Suspense fallback={null}>
          <SitePopup popup={site.popup} pageType={pageType} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * A page of the published site: the header with the navigation and the cart element, the page's
 * blocks (the generic renderer), the footer, and the visitor layer. The page's one cart is held
 * above it all (site-cart.tsx), so adding from the shop shows in the header on every page.
 */
export function SitePage({ data }: { data: SitePageData }) {
  // A page whose first screen shows the cart (the shop, the basket) runs it from the start, its header's cart element with it.
  const cartEager = data.blocks.some((block) => block.eager && (block.type === 'products' || block.type === 'cart'));
  return (
    <SiteCartHost minimumSubtotalCents={data.site.minimumSubtotalCents}>
      <div className="hb-site">
        <a className="hb-skip" href="#content">
          Skip to content
        </a>
        <SiteHeader site={data.site} path={data.page.path} cartEager={cartEager} />
        <main id="content" className="hb-main">
          <SiteBlocks blocks={data.blocks} />
        </main>
        <SiteFooter site={data.site} />
      </div>
      <SiteConsent site={data.site} pageType={data.page.pageType} />
    </SiteCartHost>
  );
}

/** The site's pages draw their own header, main and footer (App leaves its demo header out). */
SitePage.ownsLayout = true;
