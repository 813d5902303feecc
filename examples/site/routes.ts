import type { ComponentType } from 'react';

/** A page of the example site as the router knows it; the page's code is its own chunk. */
export interface Route {
  path: string;
  title: string;
  /** The page's meta description. */
  description: string;
  /** The page module's source path (relative to `examples/`): the server finds its chunks by it. */
  module: string;
  /** The page component, fetched on demand (route-level code splitting). */
  load: () => Promise<ComponentType<{ data: never }>>;
  /** Sub-paths are the page's items (gallery history, slides the lightbox opens from the address). */
  collection?: boolean;
}

const page = <T,>(component: ComponentType<{ data: T }>) => component as ComponentType<{ data: never }>;

export const routes: readonly Route[] = [
  { path: '/', title: 'site-machines example site', description: 'Every behaviour of the site-machines runtime on a page of its own: galleries, lightbox, forms, cookie banner, dialogs and more.', module: 'site/pages/Home.tsx', load: () => import('./pages/Home.tsx').then((m) => page(m.Home)) },
  { path: '/demo/accordion', title: 'Accordion demo', description: 'A single-open FAQ and a multi-open details list, built on the accordion state machine.', module: 'site/pages/AccordionDemo.tsx', load: () => import('./pages/AccordionDemo.tsx').then((m) => page(m.AccordionDemo)) },
  { path: '/demo/gallery', title: 'Gallery slideshow demo', description: 'Slideshows with autoplay and a pause control, thumbnails, history, a video slide and swipe.', module: 'site/pages/GalleryDemos.tsx', load: () => import('./pages/GalleryDemos.tsx').then((m) => page(m.GalleryDemo)), collection: true },
  { path: '/demo/carousel', title: 'Carousel demo', description: 'A carousel of rows of three that moves a whole row at a time.', module: 'site/pages/GalleryDemos.tsx', load: () => import('./pages/GalleryDemos.tsx').then((m) => page(m.CarouselDemo)) },
  { path: '/demo/grid', title: 'Grid gallery demo', description: 'A hundred images in a grid, each loaded when it comes near and at the width it needs.', module: 'site/pages/GalleryDemos.tsx', load: () => import('./pages/GalleryDemos.tsx').then((m) => page(m.GridDemo)) },
  { path: '/demo/strip', title: 'Strip gallery demo', description: 'A strip whose clicked picture comes to the middle, with a video that plays in place.', module: 'site/pages/GalleryDemos.tsx', load: () => import('./pages/GalleryDemos.tsx').then((m) => page(m.StripDemo)) },
  { path: '/demo/list', title: 'List gallery demo', description: 'Image and text rows, one with a click-through address.', module: 'site/pages/GalleryDemos.tsx', load: () => import('./pages/GalleryDemos.tsx').then((m) => page(m.ListDemo)) },
  { path: '/demo/autocolumns', title: 'Autocolumns gallery demo', description: 'Masonry columns of at least 250 px, each picture in the shortest column.', module: 'site/pages/GalleryDemos.tsx', load: () => import('./pages/GalleryDemos.tsx').then((m) => page(m.AutocolumnsDemo)) },
  { path: '/demo/gallery-1000', title: 'Gallery of 1,000 slides', description: 'A slideshow of a thousand slides, for the benchmarks.', module: 'site/pages/GalleryDemos.tsx', load: () => import('./pages/GalleryDemos.tsx').then((m) => page(m.ThousandSlidesDemo)) },
  { path: '/demo/damaged-blocks', title: 'Blocks with bad data', description: 'Gallery and lightbox blocks whose data cannot be read: each shows its fallback and logs the spec’s message.', module: 'site/pages/DamagedBlocksDemo.tsx', load: () => import('./pages/DamagedBlocksDemo.tsx').then((m) => page(m.DamagedBlocksDemo)) },
  { path: '/demo/video', title: 'Video embed demo', description: 'YouTube, Vimeo and object embeds: overlay first, play and pause by message, modes and invalid embeds.', module: 'site/pages/VideoDemo.tsx', load: () => import('./pages/VideoDemo.tsx').then((m) => page(m.VideoDemo)) },
  { path: '/demo/cookie-banner', title: 'Cookie banner demo', description: 'Every variant, position, theme and call to action of the cookie banner; consent enforced before any tracking.', module: 'site/pages/CookieBannerDemo.tsx', load: () => import('./pages/CookieBannerDemo.tsx').then((m) => page(m.CookieBannerDemo)) },
  { path: '/demo/visitor-cookies', title: 'Visitor cookies demo', description: 'The visit count and the ss_cvr and ss_cvt visitor cookies, live.', module: 'site/pages/VisitorCookiesDemo.tsx', load: () => import('./pages/VisitorCookiesDemo.tsx').then((m) => page(m.VisitorCookiesDemo)) },
  { path: '/demo/popup-overlay', title: 'Popup overlay demo', description: 'A newsletter popup with its redisplay rules, the mobile information bar and the badge.', module: 'site/pages/PopupOverlayDemo.tsx', load: () => import('./pages/PopupOverlayDemo.tsx').then((m) => page(m.PopupOverlayDemo)) },
  { path: '/demo/checkout', title: 'Checkout demo', description: 'Cart, subscription, donation and gift card checkout, also from inside the editing frame.', module: 'site/pages/CheckoutDemo.tsx', load: () => import('./pages/CheckoutDemo.tsx').then((m) => page(m.CheckoutDemo)) },
  { path: '/demo/marquee', title: 'Marquee demo', description: 'Text scrolling along a wave, paused out of view, on hover and under reduced motion.', module: 'site/pages/MarqueeDemo.tsx', load: () => import('./pages/MarqueeDemo.tsx').then((m) => page(m.MarqueeDemo)) },
  { path: '/demo/error-reporter', title: 'Error reporter demo', description: 'Uncaught errors and trace events sent to the example server.', module: 'site/pages/ErrorReporterDemo.tsx', load: () => import('./pages/ErrorReporterDemo.tsx').then((m) => page(m.ErrorReporterDemo)) },
  { path: '/demo/form', title: 'Contact form demo', description: 'A contact form with every field kind, validation, captcha and redirect switches, stored by the example backend.', module: 'site/pages/FormDemo.tsx', load: () => import('./pages/FormDemo.tsx').then((m) => page(m.FormDemo)) },
  { path: '/demo/form/thanks', title: 'Thank you', description: 'The page a contact form redirects to after a successful submission.', module: 'site/pages/FormDemo.tsx', load: () => import('./pages/FormDemo.tsx').then((m) => page(m.FormThanks)) },
  { path: '/demo/newsletter', title: 'Newsletter demo', description: 'The newsletter sign-up block, full width and in a narrow sidebar.', module: 'site/pages/NewsletterDemo.tsx', load: () => import('./pages/NewsletterDemo.tsx').then((m) => page(m.NewsletterDemo)) },
  { path: '/admin/submissions', title: 'Stored submissions', description: 'What the example form backend stored, for the site owner.', module: 'site/pages/AdminSubmissions.tsx', load: () => import('./pages/AdminSubmissions.tsx').then((m) => page(m.AdminSubmissions)) },
  { path: '/demo/lightbox', title: 'Lightbox demo', description: 'Galleries that open a lightbox from a click or from the address; the back button closes it.', module: 'site/pages/LightboxDemo.tsx', load: () => import('./pages/LightboxDemo.tsx').then((m) => page(m.LightboxDemo)), collection: true },
  { path: '/demo/lightbox-large', title: 'Lightbox over 1,000 images', description: 'A lightbox over a grid of a thousand images, for the benchmarks.', module: 'site/pages/LightboxLargeDemo.tsx', load: () => import('./pages/LightboxLargeDemo.tsx').then((m) => page(m.LightboxLargeDemo)) },
  { path: '/demo/dialogs', title: 'Dialogs demo', description: 'Confirmations in four styles, alert, information, nested dialogs, the system error overlay, Esc and logout.', module: 'site/pages/DialogsDemo.tsx', load: () => import('./pages/DialogsDemo.tsx').then((m) => page(m.DialogsDemo)) },
  { path: '/demo/tooltip', title: 'Tooltip demo', description: 'Tooltips on hover after 1.2 s and on keyboard focus at once, with more small widgets.', module: 'site/pages/TooltipDemo.tsx', load: () => import('./pages/TooltipDemo.tsx').then((m) => page(m.TooltipDemo)) },
  { path: '/demo/controlled', title: 'Controlled components demo', description: 'An accordion, a gallery and a lightbox whose visible value the page owns and moves with its own buttons.', module: 'site/pages/ControlledDemo.tsx', load: () => import('./pages/ControlledDemo.tsx').then((m) => page(m.ControlledDemo)) },
  { path: '/machines', title: 'Pictures of the machines', description: 'The statechart of every machine of the runtime, drawn from the machine itself, with its events and the requirements it covers.', module: 'site/pages/MachinesRoute.tsx', load: () => import('./pages/MachinesRoute.tsx').then((m) => page(m.MachinesRoute)) },
  { path: '/config', title: 'Configuration', description: 'The owner configuration area of the example site.', module: 'site/pages/ConfigArea.tsx', load: () => import('./pages/ConfigArea.tsx').then((m) => page(m.ConfigArea)) },
];

export const notFoundRoute: Route = {
  path: '/404',
  title: 'Page not found',
  description: 'This page does not exist on the example site.',
  module: 'site/pages/NotFound.tsx',
  load: () => import('./pages/NotFound.tsx').then((m) => page(m.NotFound)),
};

/** The route of a path: exact, or a collection page for its items' addresses. */
export function findRoute(pathname: string): Route | undefined {
  const key = pathname.replace(/\/+$/, '') || '/';
  return routes.find((route) => route.path === key) ?? routes.find((route) => route.collection && key.startsWith(`${route.path}/`));
}
