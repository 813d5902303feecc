import { useEffect } from 'react';
import { SiteOverlays } from '../../ui/SiteOverlays.tsx';
import { SiteSession } from '../../ui/SiteSession.tsx';
import { editorDemo, useEditorDemo } from './demo-state.ts';
import { AccordionDemo } from './pages/AccordionDemo.tsx';
import { AutocolumnsDemo, CarouselDemo, GalleryDemo, GridDemo, ListDemo, StripDemo, ThousandSlidesDemo } from './pages/GalleryDemos.tsx';
import { VideoDemo } from './pages/VideoDemo.tsx';
import { CheckoutDemo } from './pages/CheckoutDemo.tsx';
import { CookieBannerDemo } from './pages/CookieBannerDemo.tsx';
import { ErrorReporterDemo } from './pages/ErrorReporterDemo.tsx';
import { MarqueeDemo } from './pages/MarqueeDemo.tsx';
import { PopupOverlayDemo } from './pages/PopupOverlayDemo.tsx';
import { VisitorCookiesDemo } from './pages/VisitorCookiesDemo.tsx';
import { ConfigArea } from './pages/ConfigArea.tsx';
import { DialogsDemo } from './pages/DialogsDemo.tsx';
import { LightboxDemo } from './pages/LightboxDemo.tsx';
import { LightboxLargeDemo } from './pages/LightboxLargeDemo.tsx';
import { TooltipDemo } from './pages/TooltipDemo.tsx';
import { Home } from './pages/Home.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { AdminSubmissions } from './pages/AdminSubmissions.tsx';
import { FormDemo, FormThanks } from './pages/FormDemo.tsx';
import { NewsletterDemo } from './pages/NewsletterDemo.tsx';

const pages: Record<string, { title: string; render: () => React.JSX.Element }> = {
  '/': { title: 'site-machines example site', render: Home },
  '/demo/accordion': { title: 'Accordion demo', render: AccordionDemo },
  '/demo/gallery': { title: 'Gallery slideshow demo', render: GalleryDemo },
  '/demo/carousel': { title: 'Carousel demo', render: CarouselDemo },
  '/demo/grid': { title: 'Grid gallery demo', render: GridDemo },
  '/demo/strip': { title: 'Strip gallery demo', render: StripDemo },
  '/demo/list': { title: 'List gallery demo', render: ListDemo },
  '/demo/autocolumns': { title: 'Autocolumns gallery demo', render: AutocolumnsDemo },
  '/demo/video': { title: 'Video embed demo', render: VideoDemo },
  // Not listed on the home page: the 1,000-slide slideshow the benchmarks measure.
  '/demo/gallery-1000': { title: 'Gallery of 1,000 slides', render: ThousandSlidesDemo },
  '/demo/cookie-banner': { title: 'Cookie banner demo', render: CookieBannerDemo },
  '/demo/visitor-cookies': { title: 'Visitor cookies demo', render: VisitorCookiesDemo },
  '/demo/popup-overlay': { title: 'Popup overlay demo', render: PopupOverlayDemo },
  '/demo/checkout': { title: 'Checkout demo', render: CheckoutDemo },
  '/demo/marquee': { title: 'Marquee demo', render: MarqueeDemo },
  '/demo/error-reporter': { title: 'Error reporter demo', render: ErrorReporterDemo },
  '/demo/form': { title: 'Contact form demo', render: FormDemo },
  '/demo/form/thanks': { title: 'Thank you', render: FormThanks },
  '/demo/newsletter': { title: 'Newsletter demo', render: NewsletterDemo },
  '/admin/submissions': { title: 'Stored submissions', render: AdminSubmissions },
  '/demo/lightbox': { title: 'Lightbox demo', render: () => <LightboxDemo /> },
  '/demo/lightbox-large': { title: 'Lightbox over 1,000 images', render: () => <LightboxLargeDemo /> },
  '/demo/dialogs': { title: 'Dialogs demo', render: () => <DialogsDemo /> },
  '/demo/tooltip': { title: 'Tooltip demo', render: () => <TooltipDemo /> },
  '/config': { title: 'Configuration', render: () => <ConfigArea /> },
};

/**
 * Pages whose sub-paths are their items' addresses: gallery history (GAL-005), and slides a
 * lightbox opens from the address (LBX-002), as deep as a slide's url goes.
 */
const collectionPages = ['/demo/gallery', '/demo/lightbox'];

/** The published site: one page per path, full page loads between them. */
export function App({ path }: { path: string }) {
  const key = path.replace(/\/+$/, '') || '/';
  const collection = collectionPages.find((base) => key.startsWith(`${base}/`));
  const page = pages[key] ?? (collection ? pages[collection] : undefined);
  useEffect(() => {
    document.title = page?.title ?? 'Page not found';
  }, [page]);
  // Every page sits in the site's overlay layer (one dialog stack) and its session (Esc,
  // owner redirect, logout).
  const editor = useEditorDemo();
  return (
    <SiteOverlays>
      <SiteSession guideOpen={editor.guideOpen} previewUrl={editor.previewUrl} onTogglePreview={editorDemo.togglePreview} onCloseGuide={() => editorDemo.setGuideOpen(false)}>
        <header>
          <a href="/">site-machines</a>
        </header>
        <main>{page ? page.render() : <NotFound />}</main>
      </SiteSession>
    </SiteOverlays>
  );
}
