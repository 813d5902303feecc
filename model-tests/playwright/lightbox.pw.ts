import { planPathsPerState } from './plan.ts';
import { runPath } from '../kit/run.ts';
import { lightboxModel } from '../lightbox/model.ts';
import { createLightboxPageDriver } from './lightbox-driver.ts';
import { test } from './fixtures.ts';

// The galleries of /demo/lightbox the model runs on: three slides, and one (no arrows). Each
// state and view is reached once plus the extra paths (planPathsPerState); vitest runs all.
const galleries = [
  { rootId: 'walk-lightbox', config: { slides: ['harbour-dawn', 'dune-ridge', 'glacier-tongue'], historyHash: true, available: true } },
  { rootId: 'lighthouse-lightbox', config: { slides: ['lighthouse'], historyHash: true, available: true } },
  // [GAL-085] The reel's lightbox plays by itself.
  { rootId: 'reel-lightbox', config: { slides: ['reel-night-city', 'reel-tulip-field', 'reel-canyon-bend', 'reel-lake-mirror'], historyHash: false, available: true, autoplay: true } },
];

for (const { rootId, config } of galleries) {
  test.describe(`lightboxMachine model on /demo/lightbox #${rootId}`, () => {
    for (const path of planPathsPerState(lightboxModel, config)) {
      test(`[LBX-001] [LBX-006] [LBX-007] [LBX-008] [LBX-009] [LBX-010] [LBX-011] [LBX-013] [LBX-014] [LBX-015] [LBX-016] [LBX-018] ${config.autoplay ? '[GAL-085] ' : ''}${path.description}`, async ({ modelPage }) => {
        await runPath(path, createLightboxPageDriver(modelPage, config, { url: '/demo/lightbox', rootId, axe: true }));
      });
    }
  });
}
