import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { imageModel } from '../image/model.ts';
import type { ImageModelConfig } from '../image/spec.ts';
import { createImagePageDriver } from './image-driver.ts';
import { test } from './isolated-page.ts';

// The "Meet the kitchen" picture of the image-blocks pages: lazy, loaded once near, far below
// the first screen. On a page it is measured when it binds and the queue has a free slot, so
// the spec passes through `near` and `requested`; the queue knowing it, load-now and resizes
// are the machine-level run's.
const config: ImageModelConfig = {
  loading: 'lazy',
  load: 'viewport',
  boxWidths: [0],
  pickedWidth: 500,
  knownWidth: 750,
  onPage: true,
  without: ['START', 'RESTORE', 'LOAD_NOW', 'RESIZE'],
};
const renderers = [
  { name: 'React', url: '/demo/image-blocks', box: '[id="stack"] [data-scope="image"][data-part="box"]' },
  { name: 'plain DOM', url: '/vanilla/image-blocks', box: '[id="vanilla-stack"] [data-scope="image"][data-part="box"]' },
];

for (const renderer of renderers) {
  test.describe(`imageMachine model on ${renderer.name} ${renderer.url} (the stack block's picture)`, () => {
    for (const path of planPaths(imageModel, config)) {
      test(`[MEDIA-013] [MEDIA-016] [MEDIA-020] [ERR-025] ${path.description}`, async ({ isolatedPage }) => {
        await runPath(path, createImagePageDriver(isolatedPage, { url: renderer.url, box: renderer.box, picture: 'chef-portrait' }));
      });
    }
  });
}
