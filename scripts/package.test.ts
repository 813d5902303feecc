import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string;
  sideEffects: boolean | string[];
  exports: Record<string, { types?: string; default?: string } | string>;
};

describe('the publishable package', () => {
  it('builds, and every export with types loads from dist in plain Node', { timeout: 120_000 }, () => {
    execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'pipe' });
    const entries = Object.entries(pkg.exports).filter(([, target]) => typeof target === 'object');
    expect(entries.map(([path]) => path)).toEqual(
      expect.arrayContaining(['./machines', './adapters/browser', './adapters/react', './ui', './model-tests']),
    );
    for (const [, target] of entries) {
      expect(typeof target === 'object' && target.types?.endsWith('.d.ts')).toBe(true);
    }
    // A separate Node process imports the package by its own name, as a user would. The
    // Playwright drivers need the optional peers, so only their presence is checked there.
    const script = `
      const names = ${JSON.stringify(entries.map(([path]) => `${pkg.name}${path.slice(1)}`))};
      const out = {};
      for (const name of names) out[name] = Object.keys(await import(name)).sort();
      console.log(JSON.stringify(out));`;
    const loaded = JSON.parse(execFileSync('node', ['--input-type=module', '-e', script], { encoding: 'utf8' })) as Record<string, string[]>;
    expect(loaded[`${pkg.name}/machines`]).toEqual(expect.arrayContaining(['accordionMachine', 'connectAccordion', 'decodeAccordionBlock']));
    expect(loaded[`${pkg.name}/ui`]).toContain('Accordion');
    expect(loaded[`${pkg.name}/adapters/react`]).toContain('useAccordion');
    expect(loaded[`${pkg.name}/model-tests`]).toEqual(expect.arrayContaining(['accordionModel', 'planPaths', 'runPath', 'machineModelSuite', 'runMachineModelSuite', 'check']));
    // Only the stylesheets have side effects: bundlers keep a CSS import, drop unused modules.
    expect(pkg.sideEffects).toEqual(['*.css']);
  });
});
