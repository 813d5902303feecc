import { test } from '@playwright/test';
import { runPath } from '../kit/run.ts';
import { scriptLoaderModel } from '../script-loader/model.ts';
import type { ScriptLoaderModelConfig } from '../script-loader/spec.ts';
import { createScriptLoaderPageDriver } from './script-loader-driver.ts';
import { planPaths } from '../kit/paths.ts';

// The maps script of /demo/map (30 s, MAP-020): every state and transition of the loader's
// model, the browser answering, failing or never answering.
const config: ScriptLoaderModelConfig = { url: '/providers/maps.js', timeoutMs: 30_000 };

test.describe('scriptLoaderMachine model on /demo/map', () => {
  // The shortest path to each state and transition (at most two maps ask: the page has two places that do).
  for (const path of planPaths({ ...scriptLoaderModel, extraPaths: undefined }, config)) {
    test(`[MAP-018] [MAP-020] ${path.description}`, async ({ page }) => {
      await runPath(path, createScriptLoaderPageDriver(page, config));
    });
  }
});
