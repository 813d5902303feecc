// The published site's blocks as islands (adapters/react/Island.tsx): each block's code is a
// chunk of its own, fetched when the block is needed; a page's entry provides the code of the
// blocks that wake with it. The gallery, accordion and form blocks are the site's shared ones
// (../blocks/), defined here again under the site's names: the catalogue's list of islands
// (../blocks/islands.ts, twenty blocks) is not in a site page's first script. Naming a block here
// fetches nothing.
import { defineIsland } from '../../../adapters/react/Island.tsx';
import { siteCartReady } from '../site-cart.tsx';
import type { AccordionBlockProps } from '../blocks/AccordionBlock.tsx';
import type { ContactFormBlockProps } from '../blocks/ContactFormBlock.tsx';
import type { GalleryBlockProps } from '../pages/GalleryBlock.tsx';
import type { ButtonSiteBlockProps } from './ButtonSiteBlock.tsx';
import type { CartSiteBlockProps } from './CartSiteBlock.tsx';
import type { HeaderCartBlockProps } from '../SiteCartRunner.tsx';
import type { HighlightSiteBlockProps } from './HighlightSiteBlock.tsx';
import type { ImageSiteBlockProps } from './ImageSiteBlock.tsx';
import type { MapSiteBlockProps } from './MapSiteBlock.tsx';
import type { MarqueeSiteBlockProps } from './MarqueeSiteBlock.tsx';
import type { MenuSiteBlockProps } from './MenuSiteBlock.tsx';
import type { NewsletterSiteBlockProps } from './NewsletterSiteBlock.tsx';
import type { PricingSiteBlockProps } from './PricingSiteBlock.tsx';
import type { ProductsSiteBlockProps } from './ProductsSiteBlock.tsx';
import type { ReservationSiteBlockProps } from './ReservationSiteBlock.tsx';
import type { SummarySiteBlockProps } from './SummarySiteBlock.tsx';

export const imageIsland = defineIsland<ImageSiteBlockProps>('site-image', () => import('./ImageSiteBlock.tsx').then((m) => m.ImageSiteBlock));
export const menuIsland = defineIsland<MenuSiteBlockProps>('site-menu', () => import('./MenuSiteBlock.tsx').then((m) => m.MenuSiteBlock));
export const marqueeIsland = defineIsland<MarqueeSiteBlockProps>('site-marquee', () => import('./MarqueeSiteBlock.tsx').then((m) => m.MarqueeSiteBlock));
export const highlightIsland = defineIsland<HighlightSiteBlockProps>('site-highlight', () => import('./HighlightSiteBlock.tsx').then((m) => m.HighlightSiteBlock));
export const pricingIsland = defineIsland<PricingSiteBlockProps>('site-pricing', () => import('./PricingSiteBlock.tsx').then((m) => m.PricingSiteBlock));
// The blocks that show the page's one cart wake with it: their island starts the cart's runner (site-cart.tsx).
const withCart = { prepare: siteCartReady };
export const productsIsland = defineIsland<ProductsSiteBlockProps>('site-products', () => import('./ProductsSiteBlock.tsx').then((m) => m.ProductsSiteBlock), withCart);
export const cartIsland = defineIsland<CartSiteBlockProps>('site-cart', () => import('./CartSiteBlock.tsx').then((m) => m.CartSiteBlock), withCart);
export const headerCartIsland = defineIsland<HeaderCartBlockProps>('site-header-cart', () => import('../SiteCartRunner.tsx').then((m) => m.HeaderCartBlock), withCart);
export const mapIsland = defineIsland<MapSiteBlockProps>('site-map', () => import('./MapSiteBlock.tsx').then((m) => m.MapSiteBlock));
export const reservationIsland = defineIsland<ReservationSiteBlockProps>('site-reservation', () => import('./ReservationSiteBlock.tsx').then((m) => m.ReservationSiteBlock));
export const summaryIsland = defineIsland<SummarySiteBlockProps>('site-summary', () => import('./SummarySiteBlock.tsx').then((m) => m.SummarySiteBlock));
export const buttonIsland = defineIsland<ButtonSiteBlockProps>('site-button', () => import('./ButtonSiteBlock.tsx').then((m) => m.ButtonSiteBlock));
export const newsletterIsland = defineIsland<NewsletterSiteBlockProps>('site-newsletter', () => import('./NewsletterSiteBlock.tsx').then((m) => m.NewsletterSiteBlock));
// A gallery wakes whole: its layout's code (and no other layout's) comes with its module.
export const galleryIsland = defineIsland<GalleryBlockProps>('site-gallery', () => import('../pages/GalleryBlock.tsx').then((m) => m.GalleryBlock), {
  prepare: (props) => import('../pages/GalleryBlock.tsx').then((m) => m.prepareGalleryBlock(props)),
});
export const accordionIsland = defineIsland<AccordionBlockProps>('site-accordion', () => import('../blocks/AccordionBlock.tsx').then((m) => m.AccordionBlock));
export const contactFormIsland = defineIsland<ContactFormBlockProps>('site-contact-form', () => import('../blocks/ContactFormBlock.tsx').then((m) => m.ContactFormBlock));
