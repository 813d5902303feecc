import { galleryRuns } from './gallery-runs.ts';
import { defineGalleryModelSuite } from './gallery-suite.ts';

// The same model, driver and configurations as the React runs (gallery.pw.ts), on the plain-DOM
// pages that render the same blocks from the same galleryMachine and connect.
defineGalleryModelSuite('plain DOM', galleryRuns({ slideshow: '/vanilla/gallery-slideshow', carousel: '/vanilla/gallery-carousel', list: '/vanilla/gallery-list', controlled: '/vanilla/gallery-controlled' }));
