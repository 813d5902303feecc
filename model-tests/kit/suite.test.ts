import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTooltipMachineDriver } from '../tooltip/machine-driver.ts';
import { tooltipModel } from '../tooltip/model.ts';
import { check } from './check.ts';
import type { ModelDriver } from './driver.ts';
import { machineModelSuite, runMachineModelSuite } from './suite.ts';

/** Every module `entry` reaches through relative imports, read from the source. */
function reachable(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const [, spec] of readFileSync(entry, 'utf8').matchAll(/(?:import|export)[^'";]*?from\s+'([^']+)'/g)) {
    if (spec?.startsWith('.')) reachable(resolve(dirname(entry), spec), seen);
    else if (spec) seen.add(spec);
  }
  return seen;
}

describe('the model-test kit runs without a test library', () => {
  it('reaches no vitest or Playwright module from the site-machines/model-tests entry', () => {
    const modules = [...reachable(resolve('model-tests/index.ts'))];
    expect(modules.filter((name) => /^(vitest|@playwright\/test|@axe-core\/playwright)$/.test(name))).toEqual([]);
    expect(modules.some((name) => name.endsWith('machine-model-suite.ts'))).toBe(false);
  });

  it('[WID-010] [WID-011] runs a whole machine model with no runner and reports full coverage', async () => {
    const suite = machineModelSuite(tooltipModel, createTooltipMachineDriver, { ids: '[WID-010] [WID-011]' });
    const { results, coverage } = await runMachineModelSuite(suite);
    expect(results.filter((result) => result.error)).toEqual([]);
    expect(results.at(-1)?.name).toBe('reaches every state and takes every transition of tooltipMachine');
    expect(results.length).toBeGreaterThan(2);
    expect(coverage).toMatch(/^model tooltipMachine: states (\d+)\/\1, transitions (\d+)\/\2$/);
  });

  it('reports a driver that disagrees with a view, and coverage left incomplete, as failures', async () => {
    const liar = (): ModelDriver<{ type: string }, unknown> => ({
      reset() {},
      send() {},
      expect() {
        check(false, 'the renderer shows something else');
      },
    });
    const suite = machineModelSuite(tooltipModel, liar as never, { ids: '[WID-010]', testPer: 'config' });
    const { results } = await runMachineModelSuite(suite);
    expect(results).toHaveLength(2);
    expect(results[0]?.error?.message).toMatch(/the renderer shows something else/);
    expect(results[1]?.error?.message).toMatch(/states never reached/);
  });
});
