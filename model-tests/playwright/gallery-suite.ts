import { test as modelTest } from './fixtures.ts';
import { galleryModel } from '../gallery/model.ts';
import type { GalleryModelConfig } from '../gallery/spec.ts';
import { createCoverageRecorder, formatCoverage, isComplete } from '../kit/coverage.ts';
import { runPath } from '../kit/run.ts';
import { expect, type Page } from '@playwright/test';
import { createGalleryPageDriver, type GalleryPageOptions } from './gallery-driver.ts';
import { planPathsPerState } from './plan.ts';

/**
 * `motionPage`: like `modelPage`, but the page runs its transitions (no reduced motion), so a
 * gallery is in motion after each change and refuses what it must refuse meanwhile.
 */
const test = modelTest.extend<object, { motionPage: Page }>({
  motionPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ reducedMotion: 'no-preference' });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export interface GalleryRun {
  name: string;
  config: GalleryModelConfig;
  options: GalleryPageOptions;
  /** Runs where transitions move (no reduced motion). */
  motion?: boolean;
  tags: string;
}

/**
 * Defines, in the calling spec file, the model paths of every run on `renderer`'s pages and the
 * closing test: the paths' coverage of galleryMachine, added up over the file's runs, reaches
 * every state and transition. The file's tests run in order, in one worker.
 */
export function defineGalleryModelSuite(renderer: string, runs: readonly GalleryRun[]): void {
  test.describe.configure({ mode: 'default' });

  // What the page's real galleryMachine actors do (the slideshow and its linked thumbnails both
  // count), measured against the machine's graph as `model:coverage` measures the machine run.
  const coverage = createCoverageRecorder(galleryModel.machineName, galleryModel.machine);
  let planned = 0;
  let walked = 0;

  for (const run of runs) {
    test.describe(`galleryMachine model on ${renderer} ${run.name}`, () => {
      // Every spec state and every kind of step into it (the full plan runs on the machine).
      const paths = planPathsPerState(galleryModel, run.config, 'transition');
      planned += paths.length;
      for (const path of paths) {
        test(`${run.tags} ${path.description}`, async ({ modelPage, motionPage }) => {
          await runPath(path, createGalleryPageDriver(run.motion ? motionPage : modelPage, { ...run.options, coverage }));
          walked += 1;
        });
      }
      if (run.options.resizable) test.afterAll(async ({ modelPage, motionPage }) => (run.motion ? motionPage : modelPage).setViewportSize({ width: 1280, height: 720 }));
    });
}

  test('the page runs reach every state and take every transition of galleryMachine in Chromium', () => {
    // Only a whole run of this file adds up to the machine; a filtered run has nothing to sum.
    test.skip(walked < planned, `${planned - walked} of ${planned} paths did not run here`);
    const report = coverage.report();
    console.log(`${formatCoverage(report)} (Chromium, ${renderer} UI)`);
    expect(report.states.missing, 'states never reached in Chromium').toEqual([]);
    expect(report.transitions.missing, 'transitions never taken in Chromium').toEqual([]);
    expect(isComplete(report)).toBe(true);
  });
}
