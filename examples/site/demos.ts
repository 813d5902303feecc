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
  { path: '/demo/carousel', title: 'Carousel', description: 'Rows of three moving by group.' },
  { path: '/demo/grid', title: 'Grid', description: 'A hundred lazily loaded images at the width they need.' },
  { path: '/demo/strip', title: 'Strip', description: 'The clicked slide comes to the middle.' },
  { path: '/demo/list', title: 'List', description: 'Image and text rows, one with a click-through address.' },
  { path: '/demo/autocolumns', title: 'Autocolumns', description: 'Masonry columns of at least 250 px.' },
  { path: '/demo/video', title: 'Video embeds', description: 'Overlay first, play/pause by message, modes, invalid embeds.' },
];
