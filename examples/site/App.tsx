import { useEffect } from 'react';
import { AccordionDemo } from './pages/AccordionDemo.tsx';
import { CheckoutDemo } from './pages/CheckoutDemo.tsx';
import { CookieBannerDemo } from './pages/CookieBannerDemo.tsx';
import { ErrorReporterDemo } from './pages/ErrorReporterDemo.tsx';
import { MarqueeDemo } from './pages/MarqueeDemo.tsx';
import { PopupOverlayDemo } from './pages/PopupOverlayDemo.tsx';
import { VisitorCookiesDemo } from './pages/VisitorCookiesDemo.tsx';
import { Home } from './pages/Home.tsx';
import { NotFound } from './pages/NotFound.tsx';

const pages: Record<string, { title: string; render: () => React.JSX.Element }> = {
  '/': { title: 'site-machines example site', render: Home },
  '/demo/accordion': { title: 'Accordion demo', render: AccordionDemo },
  '/demo/cookie-banner': { title: 'Cookie banner demo', render: CookieBannerDemo },
  '/demo/visitor-cookies': { title: 'Visitor cookies demo', render: VisitorCookiesDemo },
  '/demo/popup-overlay': { title: 'Popup overlay demo', render: PopupOverlayDemo },
  '/demo/checkout': { title: 'Checkout demo', render: CheckoutDemo },
  '/demo/marquee': { title: 'Marquee demo', render: MarqueeDemo },
  '/demo/error-reporter': { title: 'Error reporter demo', render: ErrorReporterDemo },
};

/** The published site: one page per path, full page loads between them. */
export function App({ path }: { path: string }) {
  const page = pages[path.replace(/\/+$/, '') || '/'];
  useEffect(() => {
    document.title = page?.title ?? 'Page not found';
  }, [page]);
  return (
    <>
      <header>
        <a href="/">site-machines</a>
      </header>
      <main>{page ? page.render() : <NotFound />}</main>
    </>
  );
}
