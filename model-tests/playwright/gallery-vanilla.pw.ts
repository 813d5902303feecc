import { base, defineGalleryModelSuite, type GalleryRun } from './gallery-suite.ts';

// The same model, driver and configurations as the React runs (gallery.pw.ts), on the plain-DOM
// pages that render the same blocks from the same galleryMachine and connect: the driver
// reaches the page only through ids, ARIA and the template classes, so only the address changes.
const runs: GalleryRun[] = [
  {
    name: '/vanilla/gallery-slideshow #landscapes',
    config: {
      ...base,
      videoSlide: 3,
      gestures: true,
      pageEvents: ['NEXT', 'PREVIOUS', 'KEY', 'LINK_INDEX', 'HOVER_START', 'HOVER_END', 'FOCUS_IN', 'FOCUS_OUT', 'SLIDE_CLICK', 'AUTOPLAY_TICK', 'PAUSE', 'PLAY', 'VIDEO_PLAY', 'VIDEO_END', 'GESTURE'],
    },
    options: { url: '/vanilla/gallery-slideshow', rootId: 'landscapes', count: 6, autoplayTimeout: 5000, indicators: true, videoOverlay: 'Play video: Film trailer', axe: true },
    tags: '[GAL-037] [GAL-041] [GAL-045] [GAL-047] [GAL-049] [GAL-051] [GAL-053] [GAL-094] [TOUCH-002]',
  },
  {
    name: '/vanilla/gallery-slideshow?nomotion=true #landscapes in motion',
    config: { ...base, nomotion: true, reducedMotion: false, pageEvents: ['NEXT', 'PREVIOUS', 'KEY', 'LINK_INDEX', 'SLIDE_CLICK', 'MOTION_END'] },
    options: { url: '/vanilla/gallery-slideshow?nomotion=true', rootId: 'landscapes', count: 6, motion: 'timed', motionMs: 500, indicators: true },
    motion: true,
    tags: '[GAL-009] [GAL-043] [GAL-044] [GAL-045] [GAL-063]',
  },
  {
    name: '/vanilla/gallery-carousel #objects',
    config: {
      ...base,
      count: 8,
      autoplay: false,
      linked: false,
      slideClick: 'none',
      groupSize: 3,
      perRow: 3,
      motion: 'reported',
      reducedMotion: false,
      pageEvents: ['NEXT', 'PREVIOUS', 'KEY', 'VIEWPORT', 'MOTION_END'],
    },
    options: { url: '/vanilla/gallery-carousel', rootId: 'objects', count: 8, resizable: true, motion: 'reported', axe: true },
    motion: true,
    tags: '[GAL-057] [GAL-063] [GAL-089]',
  },
  {
    // The list's second row goes to its own address [GAL-014] (its other rows: pictures, no lightbox here).
    name: '/vanilla/gallery-list #products',
    config: { ...base, count: 4, autoplay: false, linked: false, slideClick: 'none', motion: 'events', clickThrough: { slide: 1, url: '/demo/list#wool-scarf' }, pageEvents: ['SLIDE_CLICK'] },
    options: { url: '/vanilla/gallery-list', rootId: 'products', count: 4, controls: false },
    tags: '[GAL-014]',
  },
  {
    // The page owns the index: its buttons set it (one names no slide, and is refused), the
    // gallery's controls ask for a change the page then makes; transitions run.
    name: '/vanilla/gallery-controlled #controlled-gallery',
    config: { ...base, count: 4, autoplay: false, linked: false, setIndex: true, reducedMotion: false, pageEvents: ['NEXT', 'PREVIOUS', 'SET_INDEX', 'MOTION_END'] },
    options: { url: '/vanilla/gallery-controlled', rootId: 'controlled-gallery', count: 4, motion: 'timed', motionMs: 500 },
    motion: true,
    tags: '[GAL-043] [GAL-063]',
  },
];

defineGalleryModelSuite('plain DOM', runs);
