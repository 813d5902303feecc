import type { ComponentType } from 'react';
import { sitePageRoutes, type SitePageRoute } from './site-pages.ts';

/** A page component, whatever data its route's loader gives it. */
export type PageComponent = ComponentType<{ data: never }>;

/** A page of the example site as the router knows it; the page's code is its own chunk. */
export interface Route {
  path: string;
  title: string;
  /** The page's meta description. */
  description: string;
  /**
   * The page module's source path (relative to `examples/`). The browser's entry for it is the
   * file of the same name in `site/entries/`: the server links that entry and its chunks.
   */
  module: string;
  /**
   * The browser's entry when it is not the page module's (`site/entries/<module's name>`): routes
   * of one module whose first screens need different code (a gallery's layout) have one each.
   */
  entry?: string;
  /** The name the page component is exported under in its module (the browser picks it by this name). */
  page: string;
  /** The page component, fetched on demand (the server renders with it). */
  load: () => Promise<PageComponent>;
  /** Sub-paths are the page's items (gallery history, slides the lightbox opens from the address). */
  collection?: boolean;
}

/** A route whose page is the export `page` names in the module `importer` fetches (typed by that module). */
function route<M, K extends keyof M & string>(
  fields: Omit<Route, 'load' | 'page'> & { page: K },
  importer: () => Promise<M>,
): Route {
  return { ...fields, load: () => importer().then((pageModule) => pageModule[fields.page] as PageComponent) };
}

/** The modules of the site's pages, by their export name (each its own entry). */
const sitePageModules: Record<SitePageRoute['page'], () => Promise<Record<string, unknown>>> = {
  SiteHome: () => import('./pages/SiteHome.tsx'),
  SiteMenu: () => import('./pages/SiteMenu.tsx'),
  SiteShop: () => import('./pages/SiteShop.tsx'),
  SiteCart: () => import('./pages/SiteCart.tsx'),
  SiteBook: () => import('./pages/SiteBook.tsx'),
  SiteGallery: () => import('./pages/SiteGallery.tsx'),
  SiteContact: () => import('./pages/SiteContact.tsx'),
};

export const routes: readonly Route[] = [
  // Issue 26: the published site (examples/site-data/) is what `/` serves; the catalogue moved to /demos.
  ...sitePageRoutes.map((page) => route({ path: page.path, title: page.title, description: page.description, module: `site/pages/${page.page}.tsx`, page: page.page, collection: page.collection || undefined }, sitePageModules[page.page])),
  route({ path: '/demos', title: 'site-machines example site', description: 'Every behaviour of the site-machines runtime on a page of its own: galleries, lightbox, forms, cookie banner, dialogs and more.', module: 'site/pages/Home.tsx', page: 'Home' }, () => import('./pages/Home.tsx')),
  route({ path: '/demo/accordion', title: 'Accordion demo', description: 'A single-open FAQ and a multi-open details list, built on the accordion state machine.', module: 'site/pages/AccordionDemo.tsx', page: 'AccordionDemo' }, () => import('./pages/AccordionDemo.tsx')),
  route({ path: '/demo/gallery', title: 'Gallery slideshow demo', description: 'Slideshows with autoplay and a pause control, thumbnails, history, a video slide and swipe.', module: 'site/pages/GalleryDemos.tsx', collection: true, page: 'GalleryDemo' }, () => import('./pages/GalleryDemos.tsx')),
  route({ path: '/demo/carousel', title: 'Carousel demo', description: 'A carousel of rows of three that moves a whole row at a time.', module: 'site/pages/GalleryDemos.tsx', entry: 'site/entries/GalleryDemos-carousel.tsx', page: 'CarouselDemo' }, () => import('./pages/GalleryDemos.tsx')),
  route({ path: '/demo/grid', title: 'Grid gallery demo', description: 'A hundred images in a grid, each loaded when it comes near and at the width it needs.', module: 'site/pages/GalleryDemos.tsx', entry: 'site/entries/GalleryDemos-collection.tsx', page: 'GridDemo' }, () => import('./pages/GalleryDemos.tsx')),
  route({ path: '/demo/strip', title: 'Strip gallery demo', description: 'A strip whose clicked picture comes to the middle, with a video that plays in place.', module: 'site/pages/GalleryDemos.tsx', entry: 'site/entries/GalleryDemos-strip.tsx', page: 'StripDemo' }, () => import('./pages/GalleryDemos.tsx')),
  route({ path: '/demo/list', title: 'List gallery demo', description: 'Image and text rows, one with a click-through address.', module: 'site/pages/GalleryDemos.tsx', entry: 'site/entries/GalleryDemos-collection.tsx', page: 'ListDemo' }, () => import('./pages/GalleryDemos.tsx')),
  route({ path: '/demo/autocolumns', title: 'Autocolumns gallery demo', description: 'Masonry columns of at least 250 px, each picture in the shortest column.', module: 'site/pages/GalleryDemos.tsx', entry: 'site/entries/GalleryDemos-collection.tsx', page: 'AutocolumnsDemo' }, () => import('./pages/GalleryDemos.tsx')),
  route({ path: '/demo/gallery-1000', title: 'Gallery of 1,000 slides', description: 'A slideshow of a thousand slides, for the benchmarks.', module: 'site/pages/GalleryDemos.tsx', page: 'ThousandSlidesDemo' }, () => import('./pages/GalleryDemos.tsx')),
  route({ path: '/demo/damaged-blocks', title: 'Blocks with bad data', description: 'Gallery and lightbox blocks whose data cannot be read: each shows its fallback and logs the spec’s message.', module: 'site/pages/DamagedBlocksDemo.tsx', page: 'DamagedBlocksDemo' }, () => import('./pages/DamagedBlocksDemo.tsx')),
  route({ path: '/demo/video', title: 'Video embed demo', description: 'YouTube, Vimeo and object embeds: overlay first, play and pause by message, modes and invalid embeds.', module: 'site/pages/VideoDemo.tsx', page: 'VideoDemo' }, () => import('./pages/VideoDemo.tsx')),
  route({ path: '/demo/cookie-banner', title: 'Cookie banner demo', description: 'Every variant, position, theme and call to action of the cookie banner; consent enforced before any tracking.', module: 'site/pages/CookieBannerDemo.tsx', page: 'CookieBannerDemo' }, () => import('./pages/CookieBannerDemo.tsx')),
  route({ path: '/demo/visitor-cookies', title: 'Visitor cookies demo', description: 'The visit count and the ss_cvr and ss_cvt visitor cookies, live.', module: 'site/pages/VisitorCookiesDemo.tsx', page: 'VisitorCookiesDemo' }, () => import('./pages/VisitorCookiesDemo.tsx')),
  route({ path: '/demo/popup-overlay', title: 'Popup overlay demo', description: 'A newsletter popup with its redisplay rules, the mobile information bar and the badge.', module: 'site/pages/PopupOverlayDemo.tsx', page: 'PopupOverlayDemo' }, () => import('./pages/PopupOverlayDemo.tsx')),
  route({ path: '/demo/checkout', title: 'Checkout demo', description: 'Cart, subscription, donation and gift card checkout, also from inside the editing frame.', module: 'site/pages/CheckoutDemo.tsx', page: 'CheckoutDemo' }, () => import('./pages/CheckoutDemo.tsx')),
  route({ path: '/demo/marquee', title: 'Marquee demo', description: 'Text scrolling along a wave, paused out of view, on hover and under reduced motion.', module: 'site/pages/MarqueeDemo.tsx', page: 'MarqueeDemo' }, () => import('./pages/MarqueeDemo.tsx')),
  route({ path: '/demo/error-reporter', title: 'Error reporter demo', description: 'Uncaught errors and trace events sent to the example server.', module: 'site/pages/ErrorReporterDemo.tsx', page: 'ErrorReporterDemo' }, () => import('./pages/ErrorReporterDemo.tsx')),
  route({ path: '/demo/form', title: 'Contact form demo', description: 'A contact form with every field kind, validation, captcha and redirect switches, stored by the example backend.', module: 'site/pages/FormDemo.tsx', page: 'FormDemo' }, () => import('./pages/FormDemo.tsx')),
  route({ path: '/demo/form/thanks', title: 'Thank you', description: 'The page a contact form redirects to after a successful submission.', module: 'site/pages/FormDemo.tsx', page: 'FormThanks' }, () => import('./pages/FormDemo.tsx')),
  route({ path: '/demo/newsletter', title: 'Newsletter demo', description: 'The newsletter sign-up block, full width and in a narrow sidebar.', module: 'site/pages/NewsletterDemo.tsx', page: 'NewsletterDemo' }, () => import('./pages/NewsletterDemo.tsx')),
  route({ path: '/admin/submissions', title: 'Stored submissions', description: 'What the example form backend stored, for the site owner.', module: 'site/pages/AdminSubmissions.tsx', page: 'AdminSubmissions' }, () => import('./pages/AdminSubmissions.tsx')),
  route({ path: '/demo/lightbox', title: 'Lightbox demo', description: 'Galleries that open a lightbox from a click or from the address; the back button closes it.', module: 'site/pages/LightboxDemo.tsx', collection: true, page: 'LightboxDemo' }, () => import('./pages/LightboxDemo.tsx')),
  route({ path: '/demo/lightbox-large', title: 'Lightbox over 1,000 images', description: 'A lightbox over a grid of a thousand images, for the benchmarks.', module: 'site/pages/LightboxLargeDemo.tsx', page: 'LightboxLargeDemo' }, () => import('./pages/LightboxLargeDemo.tsx')),
  route({ path: '/demo/dialogs', title: 'Dialogs demo', description: 'Confirmations in four styles, alert, information, nested dialogs, the system error overlay, Esc and logout.', module: 'site/pages/DialogsDemo.tsx', page: 'DialogsDemo' }, () => import('./pages/DialogsDemo.tsx')),
  route({ path: '/demo/tooltip', title: 'Tooltip demo', description: 'Tooltips on hover after 1.2 s and on keyboard focus at once, with more small widgets.', module: 'site/pages/TooltipDemo.tsx', page: 'TooltipDemo' }, () => import('./pages/TooltipDemo.tsx')),
  route({ path: '/demo/controlled', title: 'Controlled components demo', description: 'An accordion, a gallery and a lightbox whose visible value the page owns and moves with its own buttons.', module: 'site/pages/ControlledDemo.tsx', page: 'ControlledDemo' }, () => import('./pages/ControlledDemo.tsx')),
  route({ path: '/demo/islands', title: 'Blocks that wake when needed', description: 'A long page whose blocks load their code when a visitor comes near, focuses or presses them; nothing pressed before is lost.', module: 'site/pages/IslandsDemo.tsx', page: 'IslandsDemo' }, () => import('./pages/IslandsDemo.tsx')),
  route({ path: '/machines', title: 'Pictures of the machines', description: 'The statechart of every machine of the runtime, drawn from the machine itself, with its events and the requirements it covers.', module: 'site/pages/MachinesRoute.tsx', page: 'MachinesRoute' }, () => import('./pages/MachinesRoute.tsx')),
  route({ path: '/config', title: 'Configuration', description: 'The owner configuration area of the example site.', module: 'site/pages/ConfigArea.tsx', page: 'ConfigArea' }, () => import('./pages/ConfigArea.tsx')),
  route({ path: '/demo/store', title: 'Store demo', description: 'Product cards in dollars, yen and euros: sale prices beside the regular price, sold out, digital, subscriptions and from prices.', module: 'site/pages/StoreDemo.tsx', page: 'StoreDemo' }, () => import('./pages/StoreDemo.tsx')),
  route({ path: '/demo/cart', title: 'Cart demo', description: 'The full-page cart against the example backend: quantities, removal, checkout, and the cart element.', module: 'site/pages/CartDemo.tsx', page: 'CartDemo' }, () => import('./pages/CartDemo.tsx')),
  route({ path: '/demo/menu', title: 'Menu demo', description: 'A restaurant menu in tabs: click, or arrows then Enter or Space, one tab at a time.', module: 'site/pages/MenuDemo.tsx', page: 'MenuDemo' }, () => import('./pages/MenuDemo.tsx')),
  route({ path: '/demo/pricing-toggle', title: 'Pricing toggle demo', description: 'Membership plans priced monthly or yearly: the toggle swaps the prices and the join buttons.', module: 'site/pages/PricingToggleDemo.tsx', page: 'PricingToggleDemo' }, () => import('./pages/PricingToggleDemo.tsx')),
  route({ path: '/demo/highlight', title: 'Text highlight demo', description: 'A bakery page whose words are circled, crossed, underlined and marked by the twelve highlight shapes, drawn and faded in.', module: 'site/pages/HighlightDemo.tsx', page: 'HighlightDemo' }, () => import('./pages/HighlightDemo.tsx')),
  route({ path: '/demo/animations', title: 'Block animations demo', description: 'A bakery’s story in sections that fade and grow in as they come into view, with a heading that shrinks to fit.', module: 'site/pages/AnimationsDemo.tsx', page: 'AnimationsDemo' }, () => import('./pages/AnimationsDemo.tsx')),
  route({ path: '/demo/map', title: 'Map demo', description: 'Two map blocks sharing one maps script, drawn when they come near, with the address and a link out.', module: 'site/pages/MapDemo.tsx', page: 'MapDemo' }, () => import('./pages/MapDemo.tsx')),
  route({ path: '/demo/reservation', title: 'Reservation demo', description: 'Reservation and table-booking blocks: wide, standard and narrow, reloaded across 850 px, and the preview a logged-in owner sees.', module: 'site/pages/ReservationDemo.tsx', page: 'ReservationDemo' }, () => import('./pages/ReservationDemo.tsx')),
  route({ path: '/demo/summary', title: 'Events summary demo', description: 'An events summary block filled by the widget-rendering call from the example backend, sanitized.', module: 'site/pages/SummaryDemo.tsx', page: 'SummaryDemo' }, () => import('./pages/SummaryDemo.tsx')),
  route({ path: '/demo/tracking', title: 'Tracking demo', description: 'A button block, a form, a popup and a quick view under the restrictive cookie policy, with what the backend received.', module: 'site/pages/TrackingDemo.tsx', page: 'TrackingDemo' }, () => import('./pages/TrackingDemo.tsx')),
  route({ path: '/admin/tracking', title: 'Received tracking', description: 'What the example backend received from tracking calls, for the site owner.', module: 'site/pages/AdminTracking.tsx', page: 'AdminTracking' }, () => import('./pages/AdminTracking.tsx')),
  route({ path: '/demo/autorows', title: 'Autorows gallery demo', description: 'Justified rows of pictures at their own ratios, laid out from the server\'s HTML with nothing moving as the page wakes.', module: 'site/pages/GalleryDemos.tsx', entry: 'site/entries/GalleryDemos-collection.tsx', page: 'AutorowsDemo' }, () => import('./pages/GalleryDemos.tsx')),
  route({ path: '/demo/image-blocks', title: 'Image blocks demo', description: 'The image block in its six layouts (inline, poster, card, overlap, collage, stack), with a video that waits to be seen.', module: 'site/pages/ImageBlocksDemo.tsx', page: 'ImageBlocksDemo' }, () => import('./pages/ImageBlocksDemo.tsx')),
  route({ path: '/demo/shapes', title: 'Shape blocks demo', description: 'Pictures cropped to shapes by SVG clip paths, and drawn shapes, at the three aspect presets and the slider.', module: 'site/pages/ShapesDemo.tsx', page: 'ShapesDemo' }, () => import('./pages/ShapesDemo.tsx')),
];

export const notFoundRoute: Route = route(
  { path: '/404', title: 'Page not found', description: 'This page does not exist on the example site.', module: 'site/pages/NotFound.tsx', page: 'NotFound' },
  () => import('./pages/NotFound.tsx'),
);

/** The route of a path: exact, or a collection page for its items' addresses. */
export function findRoute(pathname: string): Route | undefined {
  const key = pathname.replace(/\/+$/, '') || '/';
  return routes.find((route) => route.path === key) ?? routes.find((route) => route.collection && key.startsWith(`${route.path}/`));
}
