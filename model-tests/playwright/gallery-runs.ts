import type { GalleryModelConfig } from '../gallery/spec.ts';
import type { GalleryRun } from './gallery-suite.ts';

/**
 * The addresses of one renderer's gallery pages. React (`/demo/...`) and plain DOM
 * (`/vanilla/...`) render the same blocks from the same galleryMachine and connect, and the
 * driver reaches a page only through ids, ARIA and the template classes: the runs differ only
 * in these addresses.
 */
export interface GalleryPages {
  slideshow: string;
  carousel: string;
  list: string;
  controlled: string;
}

const base: GalleryModelConfig = {
  count: 6,
  loop: false,
  autoplay: true,
  randomize: true,
  nomotion: false,
  mobile: false,
  groupSize: 1,
  slideClick: 'next',
  surface: 'page',
  linked: true,
  motion: 'timed',
  motionMs: 500,
  // The model's page prefers reduced motion: changes are instant.
  reducedMotion: true,
};

/** The five configurations the gallery model runs on a renderer's pages. */
export const galleryRuns = (pages: GalleryPages): GalleryRun[] => [
  {
    // 6 slides, autoplay every 5 s with randomize, a click goes next, linked thumbnails under
    // it, a video on slide 4; axe-core checks the gallery in every view reached.
    name: `${pages.slideshow} #landscapes`,
    config: {
      ...base,
      videoSlide: 3,
      gestures: true,
      pageEvents: ['NEXT', 'PREVIOUS', 'KEY', 'LINK_INDEX', 'HOVER_START', 'HOVER_END', 'FOCUS_IN', 'FOCUS_OUT', 'SLIDE_CLICK', 'AUTOPLAY_TICK', 'PAUSE', 'PLAY', 'VIDEO_PLAY', 'VIDEO_END', 'GESTURE'],
    },
    options: { url: pages.slideshow, rootId: 'landscapes', count: 6, autoplayTimeout: 5000, indicators: true, videoOverlay: 'Play video: Film trailer', axe: true },
    tags: '[GAL-037] [GAL-041] [GAL-045] [GAL-047] [GAL-049] [GAL-051] [GAL-053] [GAL-094] [TOUCH-002]',
  },
  {
    // The same slideshow with its 0.5 s fade running (?nomotion=true turns autoplay off [GAL-009]):
    // index changes wait for it, the linked thumbnails are followed even mid-motion.
    name: `${pages.slideshow}?nomotion=true #landscapes in motion`,
    config: { ...base, nomotion: true, reducedMotion: false, pageEvents: ['NEXT', 'PREVIOUS', 'KEY', 'LINK_INDEX', 'SLIDE_CLICK', 'MOTION_END'] },
    options: { url: `${pages.slideshow}?nomotion=true`, rootId: 'landscapes', count: 6, motion: 'timed', motionMs: 500, indicators: true },
    motion: true,
    tags: '[GAL-009] [GAL-043] [GAL-044] [GAL-045] [GAL-063]',
  },
  {
    // 8 objects in rows of 3, rows of 2 below a 480 px window [GAL-089]; the track's own CSS
    // transition is the motion, reported to the machine (held still until MOTION_END).
    name: `${pages.carousel} #objects`,
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
    options: { url: pages.carousel, rootId: 'objects', count: 8, resizable: true, motion: 'reported', axe: true },
    motion: true,
    tags: '[GAL-057] [GAL-063] [GAL-089]',
  },
  {
    // A list whose second row goes to its own address [GAL-014] (on both renderers it links
    // to the React list page's product).
    name: `${pages.list} #products`,
    config: { ...base, count: 4, autoplay: false, linked: false, slideClick: 'none', motion: 'events', clickThrough: { slide: 1, url: '/demo/list#wool-scarf' }, pageEvents: ['SLIDE_CLICK'] },
    options: { url: pages.list, rootId: 'products', count: 4, controls: false },
    tags: '[GAL-014]',
  },
  {
    // A gallery whose index the page owns: its own buttons set it (one names no slide, and is
    // refused), the gallery's controls ask for a change the page then makes; transitions run.
    name: `${pages.controlled} #controlled-gallery`,
    config: { ...base, count: 4, autoplay: false, linked: false, setIndex: true, reducedMotion: false, pageEvents: ['NEXT', 'PREVIOUS', 'SET_INDEX', 'MOTION_END'] },
    options: { url: pages.controlled, rootId: 'controlled-gallery', count: 4, motion: 'timed', motionMs: 500 },
    motion: true,
    tags: '[GAL-043] [GAL-063]',
  },
];
