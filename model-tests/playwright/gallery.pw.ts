import { galleryRuns } from './gallery-runs.ts';
import { defineGalleryModelSuite } from './gallery-suite.ts';

defineGalleryModelSuite('React', galleryRuns({ slideshow: '/demo/gallery', carousel: '/demo/carousel', list: '/demo/list', controlled: '/demo/controlled' }));
