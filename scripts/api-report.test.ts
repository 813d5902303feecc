import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiReport, REPORT_PATH } from './api-report.mjs';

// One compiler run for both tests.
let report: string | undefined;
const currentReport = () => (report ??= apiReport());

describe('npm run api', () => {
  it('the committed public surface report matches the sources (run npm run api after changing an entry)', () => {
    const committed = readFileSync(REPORT_PATH, 'utf8');
    const current = currentReport();
    // The first differing line names what changed, rather than two walls of text.
    const a = committed.split('\n');
    const b = current.split('\n');
    const at = b.findIndex((line, index) => line !== a[index]);
    expect(at === -1 && a.length === b.length ? 'up to date' : `stale at line ${at + 1}: committed ${JSON.stringify(a[at])}, now ${JSON.stringify(b[at])}`).toBe('up to date');
  }, 120_000);

  it('lists every entry of package.json with its totals, and each entry section names its exports', () => {
    const report = currentReport();
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; exports: Record<string, { types?: string }> };
    for (const [key, target] of Object.entries(pkg.exports)) {
      if (!target.types) continue;
      const name = `${pkg.name}${key.slice(1)}`;
      expect(report, name).toContain(`| \`${name}\` | `);
      expect(report, name).toContain(`## \`${name}\``);
    }
    expect(report).toMatch(/\| `connectAccordion` \| function \|/);
    expect(report).toMatch(/\| `ACCORDION_ANIMATION_MS` \| constant \|/);
  }, 120_000);
});
