import { galleryModel } from '../gallery/model.ts';
import type { GalleryModelConfig } from '../gallery/spec.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createGalleryPageDriver } from './gallery-driver.ts';
import { test } from './fixtures.ts';

// The slideshow of /demo/gallery: 6 slides, autoplay every 5 s with randomize, a click goes
// next, thumbnails linked under it. The visitor's events only (clicks, pointer, keys, time);
// axe-core checks the gallery in every view reached.
const config: GalleryModelConfig = {
  count: 6,
  loop: false,
  autoplay: true,
  randomize: true,
  nomotion: false,
  mobile: false,
  groupSize: 1,
  slideClick: 'next',
  surface: 'page',
  linked: false,
};

test.describe('galleryMachine model on React /demo/gallery #landscapes', () => {
  for (const path of planPaths(galleryModel, config)) {
    test(`[GAL-037] [GAL-041] [GAL-045] [GAL-047] [GAL-049] [GAL-051] ${path.description}`, async ({ modelPage }) => {
      await runPath(path, createGalleryPageDriver(modelPage, { url: '/demo/gallery', rootId: 'landscapes', count: 6, autoplayTimeout: 5000, axe: true }));
    });
  }
});
