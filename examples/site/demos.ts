/** Every demo page of the example site; the home page lists them all. */
export interface DemoPage {
  path: string;
  title: string;
  description: string;
}

export const demoPages: readonly DemoPage[] = [
  { path: '/demo/accordion', title: 'Accordion (React)', description: 'Single-open FAQ and a multi-open details list.' },
  { path: '/vanilla/accordion', title: 'Accordion (plain DOM)', description: 'The same machine and connect, rendered without React.' },
  { path: '/demo/gallery', title: 'Gallery slideshow', description: 'Autoplay with a pause control, thumbnails, history, a video slide, swipe.' },
  { path: '/vanilla/gallery-slideshow', title: 'Gallery slideshow (plain DOM)', description: 'The same slideshows from the same machine and connect, rendered without React.' },
  { path: '/demo/carousel', title: 'Carousel', description: 'Rows of three moving by group.' },
  { path: '/vanilla/gallery-carousel', title: 'Carousel (plain DOM)', description: 'The same carousel from the same machine and connect, rendered without React.' },
  { path: '/demo/grid', title: 'Grid', description: 'A hundred lazily loaded images at the width they need.' },
  { path: '/demo/strip', title: 'Strip', description: 'The clicked slide comes to the middle.' },
  { path: '/demo/list', title: 'List', description: 'Image and text rows, one with a click-through address.' },
  { path: '/vanilla/gallery-list', title: 'List (plain DOM)', description: 'The same list from the same machine and connect, rendered without React.' },
  { path: '/demo/autocolumns', title: 'Autocolumns', description: 'Masonry columns of at least 250 px.' },
  { path: '/demo/image-blocks', title: 'Image blocks', description: 'Inline, poster, card, overlap, collage and stack, each narrow under 415 px.' },
  { path: '/vanilla/image-blocks', title: 'Image and shape blocks (plain DOM)', description: 'The same blocks from the same machine and connect, rendered without React.' },
  { path: '/demo/shapes', title: 'Shape blocks', description: 'Pictures cropped to shapes, and drawn shapes, at each aspect.' },
  { path: '/demo/autorows', title: 'Autorows', description: 'Justified rows at each picture\'s ratio, laid out on the server.' },
  { path: '/demo/video', title: 'Video embeds', description: 'Overlay first, play/pause by message, modes, invalid embeds.' },
  { path: '/demo/cookie-banner', title: 'Cookie banner', description: 'Every variant, position, theme and call to action; consent enforced before any tracking.' },
  { path: '/vanilla/cookie-banner', title: 'Cookie banner (plain DOM)', description: 'The same banner machine and connect without React; its settings from the same query.' },
  { path: '/demo/visitor-cookies', title: 'Visitor cookies', description: 'The visit count and the ss_cvr and ss_cvt cookies, live.' },
  { path: '/demo/popup-overlay', title: 'Popup overlay', description: 'A newsletter popup with its redisplay rules, the mobile information bar and the badge.' },
  { path: '/vanilla/checkout-frame', title: 'Checkout buttons (plain DOM)', description: 'The checkout machine and connect without React, as the editing frame shows them.' },
  { path: '/demo/checkout', title: 'Checkout', description: 'Cart, subscription, donation and gift card checkout, also from inside the editing frame.' },
  { path: '/demo/marquee', title: 'Marquee', description: 'Text scrolling along a wave, paused out of view, on hover and under reduced motion.' },
  { path: '/demo/error-reporter', title: 'Error reporter', description: 'Uncaught errors and trace events sent to the example server.' },
  { path: '/demo/form', title: 'Contact form', description: 'Every field kind, validation, captcha and redirect switches, stored by the example backend.' },
  { path: '/vanilla/form', title: 'Contact form (plain DOM)', description: 'The same form machine and connect without React, stored by the same backend.' },
  { path: '/demo/newsletter', title: 'Newsletter sign-up', description: 'The newsletter form, wide and in a narrow sidebar.' },
  { path: '/admin/submissions', title: 'Stored submissions', description: 'Read-only list of what the form backend stored.' },
  { path: '/demo/lightbox', title: 'Lightbox', description: 'Galleries that open a lightbox, from a click or from the address; the back button closes it.' },
  { path: '/demo/dialogs', title: 'Dialogs', description: 'Confirmations in four styles, alert, information, a confirmation over a lightbox, the system error overlay, Esc and logout.' },
  { path: '/demo/controlled', title: 'Controlled components', description: 'An accordion, a gallery and a lightbox whose value the page owns (value/index/open with on…Change).' },
  { path: '/vanilla/gallery-controlled', title: 'Controlled gallery (plain DOM)', description: 'A slideshow whose index the page owns, without React.' },
  { path: '/demo/tooltip', title: 'Tooltip', description: 'Tooltips on hover (after 1.2 s) and on keyboard focus (at once).' },
  { path: '/demo/damaged-blocks', title: 'Blocks with bad data', description: 'Gallery blocks whose data cannot be read: the fallback shows, the console says why.' },
  { path: '/machines', title: 'Pictures of the machines', description: 'The statechart of every machine, drawn from the machine itself, with its events and the requirements it covers.' },
];
