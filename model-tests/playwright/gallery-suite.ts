/// <reference types="node" />
// This suite runs in Playwright's Node process: it keeps a file of failed paths across workers.
import { test as modelTest } from './fixtures.ts';
import { galleryModel } from '../gallery/model.ts';
import type { GalleryModelConfig } from '../gallery/spec.ts';
import { createCoverageRecorder, formatCoverage, isComplete } from '../kit/coverage.ts';
import { runPath } from '../kit/run.ts';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
/**
 * The paths of this file that failed in this run. Playwright starts a new worker after a failed
 * test (module state, the coverage recorded so far included, starts again), so failures are
 * written to a file in the project's output directory, which Playwright empties at each run's start.
 */
function failuresFile(testInfo: TestInfo, renderer: string): string {
  return join(testInfo.project.outputDir, `gallery-model-failures-${renderer.replace(/[^a-z0-9]+/gi, '-')}.txt`);
}

function recordFailure(testInfo: TestInfo, renderer: string): void {
  mkdirSync(testInfo.project.outputDir, { recursive: true });
  appendFileSync(failuresFile(testInfo, renderer), `${testInfo.title}\n`);
}

function recordedFailures(testInfo: TestInfo, renderer: string): string[] {
  try {
    return readFileSync(failuresFile(testInfo, renderer), 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

export function defineGalleryModelSuite(renderer: string, runs: readonly GalleryRun[]): void {
  test.describe.configure({ mode: 'default' });
  // A path that failed, timed out or was interrupted is written down before its worker goes.
  test.afterEach(({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) recordFailure(testInfo, renderer);
  });

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

  test('the page runs reach every state and take every transition of galleryMachine in Chromium', ({}, testInfo) => {
    // A path that did not finish fails the coverage: it is never a reason to skip it.
    const failed = recordedFailures(testInfo, renderer);
    expect(failed, `${failed.length} gallery model path(s) failed on ${renderer}, so their coverage is missing`).toEqual([]);
    // Only a whole run of this file adds up to the machine. With no failure, fewer paths than
    // planned means the run was filtered on purpose (--grep, a file:line, --last-failed): then,
    // and only then, there is nothing to sum, and the skip says so.
    test.skip(walked < planned, `filtered run: ${walked} of ${planned} model paths were selected, so the coverage of galleryMachine is not measured (run the whole file to measure it)`);
    const report = coverage.report();
    console.log(`${formatCoverage(report)} (Chromium, ${renderer} UI)`);
    expect(report.states.missing, 'states never reached in Chromium').toEqual([]);
    expect(report.transitions.missing, 'transitions never taken in Chromium').toEqual([]);
    expect(isComplete(report)).toBe(true);
  });
}
