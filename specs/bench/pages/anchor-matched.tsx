// The page of the features the anchors also have (issue 13): accordion, gallery with lightbox,
// the dialog layer (confirm, alert, inform, system error), tooltip, cookie banner and form.
// `npm run size` prints what it loads up front and on demand beside the anchors' stack
// (../anchors/src/page.jsx).
//
// It loads as the example site's pages do (issue 20, README "Loading a page"): the page's data
// arrives decoded by the server (read back as typed data, no block codec in the browser); the
// gallery is its first screen and comes with the page, its lightbox with it (a press must find
// its code there); the cookie banner and the dialog layer wake at load; the accordion, the
// dialog buttons, the tooltip and the form are below the first screen: islands whose code is
// fetched when each is needed. The cookie banner's settings and notice come decoded too (the
// notice as safe rich text: no HTML parser or link checks in the browser); it still decodes what
// it reads from the visitor's cookies (a place the server did not write) with its io-ts codec.
import type { AccordionBlockData } from '../../../machines/accordion/codec.ts';
import type { FormBlockData } from '../../../machines/form/codec.ts';
import type { GalleryBlock } from '../../../machines/gallery/codec.ts';
import type { CookieBannerData } from '../../../machines/cookie-banner/machine.ts';
import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';
import { defineIsland, Island } from '../../../adapters/react/Island.tsx';
import { DecodedCookieBanner } from '../../../ui/DecodedCookieBanner.tsx';
import { GalleryWithLightbox } from '../../../ui/GalleryLightbox.tsx';
import { provideGalleryLayouts } from '../../../ui/gallery/registry.ts';
import { Slideshow } from '../../../ui/gallery/Slideshow.tsx';
import { DialogStack } from '../../../ui/DialogStack.tsx';
import { blockText, mountPage, trackVisit } from './page-shell.ts';

/** The page's payload: every block's data as the server decoded it. */
interface PagePayload {
  accordion: AccordionBlockData;
  gallery: GalleryBlock;
  form: FormBlockData;
  tooltip: string;
  /** The cookie banner's settings and notice (`cookieBannerDataOf`: the notice already safe rich text). */
  cookies: CookieBannerData;
}
const payload = JSON.parse(blockText('payload')) as PagePayload;

// The gallery is a slideshow (one slide at a time, as the anchors' carousel): that layout's code
// comes with the page, no other layout's (issue 20: a gallery ships the layout it shows).
provideGalleryLayouts({ slideshow: Slideshow });

const accordionIsland = defineIsland('accordion', () => import('./islands/below-the-fold.tsx').then((m) => m.AccordionBlock));
const dialogsIsland = defineIsland('dialog-buttons', () => import('./islands/below-the-fold.tsx').then((m) => m.DialogButtons));
const tooltipIsland = defineIsland('tooltip', () => import('./islands/below-the-fold.tsx').then((m) => m.TooltipBlock));
const formIsland = defineIsland('form', () => import('./islands/below-the-fold.tsx').then((m) => m.FormBlock));

mountPage(
  <DialogStack>
    <DataLayerProvider>
      <GalleryWithLightbox block={payload.gallery} id="gallery" label="Gallery" />
      <Island of={accordionIsland} props={{ id: 'accordion', data: payload.accordion }} />
      <Island of={dialogsIsland} props={{}} />
      <Island of={tooltipIsland} props={{ id: 'tooltip', text: payload.tooltip }} />
      <Island of={formIsland} props={{ id: 'contact', data: payload.form }} />
      <DecodedCookieBanner data={payload.cookies} onTrackingAllowedChange={trackVisit} />
    </DataLayerProvider>
  </DialogStack>,
);
