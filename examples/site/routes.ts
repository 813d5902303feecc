import type { ComponentType } from 'react';

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
  /** The page component, fetched on demand (the server renders with it). */
  load: () => Promise<PageComponent>;
  /** The page component out of its module, once a page entry has imported that module. */
  fromModule: (pageModule: unknown) => PageComponent;
  /** Sub-paths are the page's items (gallery history, slides the lightbox opens from the address). */
  collection?: boolean;
}

/** A route whose page is the export `pick` names in the module `importer` fetches (typed by that module). */
function route<M, T>(
  fields: Omit<Route, 'load' | 'fromModule'>,
  importer: () => Promise<M>,
  pick: (pageModule: M) => ComponentType<{ data: T }>,
): Route {
  const component = (pageModule: M) => pick(pageModule) as PageComponent;
  return { ...fields, load: () => importer().then(component), fromModule: (pageModule) => component(pageModule as M) };
}

export const routes: readonly Route[] = [
  route({ path: '/', title: 'site-machines example site', description: 'Every behaviour of the site-machines runtime on a page of its own: galleries, lightbox, forms, cookie banner, dialogs and more.', module: 'site/pages/Home.tsx' }, () => import('./pages/Home.tsx'), (m) => m.Home),
  route({ path: '/demo/accordion', title: 'Accordion demo', description: 'A single-open FAQ and a multi-open details list, built on the accordion state machine.', module: 'site/pages/AccordionDemo.tsx' }, () => import('./pages/AccordionDemo.tsx'), (m) => m.AccordionDemo),
  route({ path: '/demo/gallery', title: 'Gallery slideshow demo', description: 'Slideshows with autoplay and a pause control, thumbnails, history, a video slide and swipe.', module: 'site/pages/GalleryDemos.tsx', collection: true }, () => import('./pages/GalleryDemos.tsx'), (m) => m.GalleryDemo),
  route({ path: '/demo/carousel', title: 'Carousel demo', description: 'A carousel of rows of three that moves a whole row at a time.', module: 'site/pages/GalleryDemos.tsx' }, () => import('./pages/GalleryDemos.tsx'), (m) => m.CarouselDemo),
  route({ path: '/demo/grid', title: 'Grid gallery demo', description: 'A hundred images in a grid, each loaded when it comes near and at the width it needs.', module: 'site/pages/GalleryDemos.tsx' }, () => import('./pages/GalleryDemos.tsx'), (m) => m.GridDemo),
  route({ path: '/demo/strip', title: 'Strip gallery demo', description: 'A strip whose clicked picture comes to the middle, with a video that plays in place.', module: 'site/pages/GalleryDemos.tsx' }, () => import('./pages/GalleryDemos.tsx'), (m) => m.StripDemo),
  route({ path: '/demo/list', title: 'List gallery demo', description: 'Image and text rows, one with a click-through address.', module: 'site/pages/GalleryDemos.tsx' }, () => import('./pages/GalleryDemos.tsx'), (m) => m.ListDemo),
  route({ path: '/demo/autocolumns', title: 'Autocolumns gallery demo', description: 'Masonry columns of at least 250 px, each picture in the shortest column.', module: 'site/pages/GalleryDemos.tsx' }, () => import('./pages/GalleryDemos.tsx'), (m) => m.AutocolumnsDemo),
  route({ path: '/demo/autorows', title: 'Autorows gallery demo', description: 'Justified rows of pictures at their own ratios, laid out from the server\'s HTML with nothing moving as the page wakes.', module: 'site/pages/GalleryDemos.tsx' }, () => import('./pages/GalleryDemos.tsx'), (m) => m.AutorowsDemo),
  route({ path: '/demo/image-blocks', title: 'Image blocks demo', description: 'The image block in its six layouts (inline, poster, card, overlap, collage, stack), with a video that waits to be seen.', module: 'site/pages/ImageBlocksDemo.tsx' }, () => import('./pages/ImageBlocksDemo.tsx'), (m) => m.ImageBlocksDemo),
  route({ path: '/demo/shapes', title: 'Shape blocks demo', description: 'Pictures cropped to shapes by SVG clip paths, and drawn shapes, at the three aspect presets and the slider.', module: 'site/pages/ShapesDemo.tsx' }, () => import('./pages/ShapesDemo.tsx'), (m) => m.ShapesDemo),
  route({ path: '/demo/gallery-1000', title: 'Gallery of 1,000 slides', description: 'A slideshow of a thousand slides, for the benchmarks.', module: 'site/pages/GalleryDemos.tsx' }, () => import('./pages/GalleryDemos.tsx'), (m) => m.ThousandSlidesDemo),
  route({ path: '/demo/damaged-blocks', title: 'Blocks with bad data', description: 'Gallery and lightbox blocks whose data cannot be read: each shows its fallback and logs the spec’s message.', module: 'site/pages/DamagedBlocksDemo.tsx' }, () => import('./pages/DamagedBlocksDemo.tsx'), (m) => m.DamagedBlocksDemo),
  route({ path: '/demo/video', title: 'Video embed demo', description: 'YouTube, Vimeo and object embeds: overlay first, play and pause by message, modes and invalid embeds.', module: 'site/pages/VideoDemo.tsx' }, () => import('./pages/VideoDemo.tsx'), (m) => m.VideoDemo),
  route({ path: '/demo/cookie-banner', title: 'Cookie banner demo', description: 'Every variant, position, theme and call to action of the cookie banner; consent enforced before any tracking.', module: 'site/pages/CookieBannerDemo.tsx' }, () => import('./pages/CookieBannerDemo.tsx'), (m) => m.CookieBannerDemo),
  route({ path: '/demo/visitor-cookies', title: 'Visitor cookies demo', description: 'The visit count and the ss_cvr and ss_cvt visitor cookies, live.', module: 'site/pages/VisitorCookiesDemo.tsx' }, () => import('./pages/VisitorCookiesDemo.tsx'), (m) => m.VisitorCookiesDemo),
  route({ path: '/demo/popup-overlay', title: 'Popup overlay demo', description: 'A newsletter popup with its redisplay rules, the mobile information bar and the badge.', module: 'site/pages/PopupOverlayDemo.tsx' }, () => import('./pages/PopupOverlayDemo.tsx'), (m) => m.PopupOverlayDemo),
  route({ path: '/demo/checkout', title: 'Checkout demo', description: 'Cart, subscription, donation and gift card checkout, also from inside the editing frame.', module: 'site/pages/CheckoutDemo.tsx' }, () => import('./pages/CheckoutDemo.tsx'), (m) => m.CheckoutDemo),
  route({ path: '/demo/marquee', title: 'Marquee demo', description: 'Text scrolling along a wave, paused out of view, on hover and under reduced motion.', module: 'site/pages/MarqueeDemo.tsx' }, () => import('./pages/MarqueeDemo.tsx'), (m) => m.MarqueeDemo),
  route({ path: '/demo/error-reporter', title: 'Error reporter demo', description: 'Uncaught errors and trace events sent to the example server.', module: 'site/pages/ErrorReporterDemo.tsx' }, () => import('./pages/ErrorReporterDemo.tsx'), (m) => m.ErrorReporterDemo),
  route({ path: '/demo/form', title: 'Contact form demo', description: 'A contact form with every field kind, validation, captcha and redirect switches, stored by the example backend.', module: 'site/pages/FormDemo.tsx' }, () => import('./pages/FormDemo.tsx'), (m) => m.FormDemo),
  route({ path: '/demo/form/thanks', title: 'Thank you', description: 'The page a contact form redirects to after a successful submission.', module: 'site/pages/FormDemo.tsx' }, () => import('./pages/FormDemo.tsx'), (m) => m.FormThanks),
  route({ path: '/demo/newsletter', title: 'Newsletter demo', description: 'The newsletter sign-up block, full width and in a narrow sidebar.', module: 'site/pages/NewsletterDemo.tsx' }, () => import('./pages/NewsletterDemo.tsx'), (m) => m.NewsletterDemo),
  route({ path: '/admin/submissions', title: 'Stored submissions', description: 'What the example form backend stored, for the site owner.', module: 'site/pages/AdminSubmissions.tsx' }, () => import('./pages/AdminSubmissions.tsx'), (m) => m.AdminSubmissions),
  route({ path: '/demo/lightbox', title: 'Lightbox demo', description: 'Galleries that open a lightbox from a click or from the address; the back button closes it.', module: 'site/pages/LightboxDemo.tsx', collection: true }, () => import('./pages/LightboxDemo.tsx'), (m) => m.LightboxDemo),
  route({ path: '/demo/lightbox-large', title: 'Lightbox over 1,000 images', description: 'A lightbox over a grid of a thousand images, for the benchmarks.', module: 'site/pages/LightboxLargeDemo.tsx' }, () => import('./pages/LightboxLargeDemo.tsx'), (m) => m.LightboxLargeDemo),
  route({ path: '/demo/dialogs', title: 'Dialogs demo', description: 'Confirmations in four styles, alert, information, nested dialogs, the system error overlay, Esc and logout.', module: 'site/pages/DialogsDemo.tsx' }, () => import('./pages/DialogsDemo.tsx'), (m) => m.DialogsDemo),
  route({ path: '/demo/tooltip', title: 'Tooltip demo', description: 'Tooltips on hover after 1.2 s and on keyboard focus at once, with more small widgets.', module: 'site/pages/TooltipDemo.tsx' }, () => import('./pages/TooltipDemo.tsx'), (m) => m.TooltipDemo),
  route({ path: '/demo/controlled', title: 'Controlled components demo', description: 'An accordion, a gallery and a lightbox whose visible value the page owns and moves with its own buttons.', module: 'site/pages/ControlledDemo.tsx' }, () => import('./pages/ControlledDemo.tsx'), (m) => m.ControlledDemo),
  route({ path: '/machines', title: 'Pictures of the machines', description: 'The statechart of every machine of the runtime, drawn from the machine itself, with its events and the requirements it covers.', module: 'site/pages/MachinesRoute.tsx' }, () => import('./pages/MachinesRoute.tsx'), (m) => m.MachinesRoute),
  route({ path: '/config', title: 'Configuration', description: 'The owner configuration area of the example site.', module: 'site/pages/ConfigArea.tsx' }, () => import('./pages/ConfigArea.tsx'), (m) => m.ConfigArea),
];

export const notFoundRoute: Route = route(
  { path: '/404', title: 'Page not found', description: 'This page does not exist on the example site.', module: 'site/pages/NotFound.tsx' },
  () => import('./pages/NotFound.tsx'),
  (m) => m.NotFound,
);

/** The route of a path: exact, or a collection page for its items' addresses. */
export function findRoute(pathname: string): Route | undefined {
  const key = pathname.replace(/\/+$/, '') || '/';
  return routes.find((route) => route.path === key) ?? routes.find((route) => route.collection && key.startsWith(`${route.path}/`));
}
