import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiSurface, formatReport, MACHINES_ENTRY, MACHINES_ENTRY_MAX_NAMES, REPORT_PATH, type ApiEntry } from './api-report.mjs';

// One compiler run for every test.
let surface: ApiEntry[] | undefined;
const currentSurface = () => (surface ??= apiSurface());
let report: string | undefined;
const currentReport = () => (report ??= formatReport(currentSurface()));
const machinesEntry = () => {
  const entry = currentSurface().find((candidate) => candidate.name === MACHINES_ENTRY);
  if (!entry) throw new Error(`${MACHINES_ENTRY} is not an entry of package.json`);
  return entry;
};

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

  it(`[issue 21] the machines entry holds at most ${MACHINES_ENTRY_MAX_NAMES} names`, () => {
    const { rows } = machinesEntry();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length, 'keep internals in their files: export from a slice index only what a renderer needs').toBeLessThanOrEqual(MACHINES_ENTRY_MAX_NAMES);
  }, 120_000);

  it('[issue 21] every name of the machines entry has a doc comment on its declaration', () => {
    const undocumented = machinesEntry().rows.filter((row) => row.summary === '').map((row) => row.name);
    expect(undocumented).toEqual([]);
  }, 120_000);

  it('[issue 21] the machines entry keeps the names ARCHITECTURE.md makes public, and no internal helper', () => {
    const names = new Set(machinesEntry().rows.map((row) => row.name));
    const fixed = ['accordionMachine', 'galleryMachine', 'lightboxMachine', 'formMachine', 'cookieBannerMachine', 'popupOverlayMachine', 'visitorCookiesMachine', 'checkoutMachine', 'marqueeMachine'];
    const secondRound = ['formatMoney', 'CURRENCIES', 'productWorkflowLabel', 'isSoldOut', 'isOnSale', 'subscriptionText', 'cartCountText', 'cartCountLabel', 'classifyLink', 'tokenizeBlogUrl'];
    expect([...fixed, ...secondRound].filter((name) => !names.has(name))).toEqual([]);
    // The internals issue 21 names.
    expect(['keepProps', 'parseJson', 'toggleItem', 'createTween', 'UI_LIBRARY_BASE_PATH'].filter((name) => names.has(name))).toEqual([]);
  }, 120_000);

  it('[issue 21] no name an entry exports by name hides one of its export * modules (a component called like a machine type)', () => {
    const hidden = currentSurface().flatMap((entry) => entry.hidden.map((name) => `${entry.name}: ${name}`));
    expect(hidden).toEqual([]);
  }, 120_000);
});
