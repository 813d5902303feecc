// [Issue 21] One place to register a slice: `scripts/slices.ts`. Each of the nine places that
// must know a slice is checked against that list, so a slice registered in one place and not in
// another fails here, by name, with the place to fix.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { demoPages } from '../examples/site/demos.ts';
import { notFoundRoute, routes } from '../examples/site/routes.ts';
import { exportedMachines } from './diagrams/discover.ts';
import { MANIFEST_FILE, PICTURES_DIR } from './diagrams/generate.ts';
import type { MachineManifest } from './diagrams/manifest.ts';
import { entryOf, layerEntries, modelsOf, sitePages, slices } from './slices.ts';

const root = resolve(import.meta.dirname, '..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');
const foldersOf = (path: string): string[] =>
  readdirSync(join(root, path))
    .filter((name) => statSync(join(root, path, name)).isDirectory())
    .sort();
const sorted = (values: Iterable<string>): string[] => [...values].sort();
const names = slices.map((slice) => slice.name);
const entries = slices.flatMap((slice) => {
  const entry = entryOf(slice);
  return entry ? [{ slice: slice.name, entry }] : [];
});
const pkg = JSON.parse(read('package.json')) as { exports: Record<string, unknown> };

/**
 * Hooks and bindings the package entries of five newer slices export but the layer indexes
 * (`site-machines/adapters/react`, `site-machines/adapters/browser`) do not yet: left to the
 * helpers reshaping those slices (issue 21), so this branch does not edit their exports.
 */
const ADAPTER_INDEX_GAPS: readonly string[] = [
  'adapters/react/index.ts does not export ./useBlockAnimation.ts (entries/block-animation.ts does)',
  'adapters/react/index.ts does not export ./useTextShrink.ts (entries/block-animation.ts does)',
  'adapters/browser/index.ts does not export ./block-animation.ts (entries/block-animation.ts does)',
  'adapters/browser/index.ts does not export ./text-shrink.ts (entries/block-animation.ts does)',
  'adapters/browser/index.ts does not export ./frames.ts (entries/block-animation.ts does)',
  'adapters/react/index.ts does not export ./useHighlight.ts (entries/highlight.ts does)',
  'adapters/browser/index.ts does not export ./highlight.ts (entries/highlight.ts does)',
  'adapters/react/index.ts does not export ./useImageBlock.ts (entries/image-block.ts does)',
  'adapters/browser/index.ts does not export ./image-block.ts (entries/image-block.ts does)',
  'adapters/react/index.ts does not export ./useShapeBlock.ts (entries/shape-block.ts does)',
  'adapters/browser/index.ts does not export ./tracking-runtime.ts (entries/tracking.ts does)',
];

describe('scripts/slices.ts, the one list of slices', () => {
  it('names each folder of machines/ once, alphabetically', () => {
    expect(new Set(names).size, 'a slice is listed twice').toBe(names.length);
    expect(names).toEqual(sorted(names));
    const folders = foldersOf('machines').filter((name) => existsSync(join(root, 'machines', name, 'index.ts')));
    expect(names, 'machines/ has a folder scripts/slices.ts does not list, or the list names a folder that is gone').toEqual(folders);
  });

  it('1. machines/index.ts exports every slice by one line', () => {
    const lines = [...read('machines/index.ts').matchAll(/^export \* from '\.\/([\w-]+)\/index\.ts';$/gm)].map((match) => match[1] ?? '');
    expect(sorted(lines)).toEqual(sorted(names));
  });

  it('2. package.json exports each slice entry (and the layers), each built from entries/<entry>.ts', () => {
    const shipped = Object.keys(pkg.exports).filter((key) => key !== './package.json' && key !== './ui/*.css');
    expect(sorted(shipped)).toEqual(sorted([...layerEntries, ...entries.map(({ entry }) => entry)].map((entry) => `./${entry}`)));
    for (const { entry } of entries) {
      expect(pkg.exports[`./${entry}`], entry).toEqual({ types: `./dist/lib/entries/${entry}.d.ts`, default: `./dist/lib/entries/${entry}.js` });
    }
    const files = readdirSync(join(root, 'entries')).map((name) => name.replace(/\.ts$/, ''));
    expect(sorted(files)).toEqual(sorted(entries.map(({ entry }) => entry)));
  });

  it('3. each slice entry holds its slice, and what it takes from ui/ and the adapters is in their indexes too', () => {
    const indexes = { ui: read('ui/index.ts'), 'adapters/react': read('adapters/react/index.ts'), 'adapters/browser': read('adapters/browser/index.ts') };
    const missing: string[] = [];
    for (const { slice, entry } of entries) {
      const source = read(`entries/${entry}.ts`);
      if (!source.includes(`from '../machines/${slice}/index.ts'`)) missing.push(`entries/${entry}.ts does not export machines/${slice}/index.ts`);
      for (const [layer, index] of Object.entries(indexes)) {
        for (const match of source.matchAll(new RegExp(`from '\\.\\./${layer}/([\\w.-]+)'`, 'g'))) {
          if (!index.includes(`'./${match[1]}'`) && !missing.includes(`${layer}/index.ts does not export ./${match[1]} (entries/${entry}.ts does)`)) missing.push(`${layer}/index.ts does not export ./${match[1]} (entries/${entry}.ts does)`);
        }
      }
    }
    // What the adapters' indexes lack today, named so the list can only shrink: a new gap fails,
    // and so does a closed one until it is taken off (the entries of these slices are complete).
    expect(missing.filter((line) => !ADAPTER_INDEX_GAPS.includes(line))).toEqual([]);
    expect(ADAPTER_INDEX_GAPS.filter((line) => !missing.includes(line)), 'a gap is closed: take it off ADAPTER_INDEX_GAPS').toEqual([]);
  });

  it('4. every route of the example site is one slice\'s page or a page of the site, with its page entry', () => {
    const claimed = [...slices.flatMap((slice) => slice.pages ?? []), ...sitePages];
    expect(new Set(claimed).size, 'a page is claimed twice').toBe(claimed.length);
    expect(sorted(routes.map((route) => route.path)), 'examples/site/routes.ts and scripts/slices.ts disagree').toEqual(sorted(claimed));
    for (const route of [...routes, notFoundRoute]) {
      expect(existsSync(join(root, 'examples/site/entries', basename(route.module))), `examples/site/entries/${basename(route.module)} (the entry of ${route.path})`).toBe(true);
    }
  });

  it('5. demos.ts links each slice\'s first page and every plain-DOM page, and nothing that is not served', () => {
    const linked = new Set(demoPages.map((page) => page.path));
    const vanilla = slices.flatMap((slice) => slice.vanilla ?? []);
    for (const slice of slices) {
      const first = slice.pages?.find((path) => path.startsWith('/demo/'));
      if (first) expect(linked.has(first), `${slice.name}: ${first} is not linked from examples/site/demos.ts`).toBe(true);
    }
    for (const name of vanilla) expect(linked.has(`/vanilla/${name}`), `/vanilla/${name} is not linked from examples/site/demos.ts`).toBe(true);
    const served = new Set([...routes.map((route) => route.path), ...vanilla.map((name) => `/vanilla/${name}`)]);
    for (const path of linked) expect(served.has(path), `examples/site/demos.ts links ${path}, which no slice serves`).toBe(true);
    const pages = readdirSync(join(root, 'examples/vanilla'))
      .filter((name) => name.endsWith('.html'))
      .map((name) => name.slice(0, -'.html'.length));
    expect(sorted(pages), 'examples/vanilla/*.html and the slices\' `vanilla` pages disagree').toEqual(sorted(vanilla));
  });

  it('6. the page data loads data for routes only', () => {
    const source = read('examples/site/server/page-data.ts');
    const body = source.slice(source.indexOf('const loaders'));
    const keys = [...body.matchAll(/^ {2}'(\/[^']*)':/gm)].map((match) => match[1] ?? '');
    expect(keys.length).toBeGreaterThan(10);
    const paths = new Set(routes.map((route) => route.path));
    for (const key of keys) expect(paths.has(key), `page-data.ts loads ${key}, which is no route`).toBe(true);
  });

  it('7. every machine a slice exports has its committed picture and manifest entry (npm run diagrams)', async () => {
    const manifestPath = join(root, PICTURES_DIR, MANIFEST_FILE);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as MachineManifest;
    const pictured = new Set(manifest.machines.map((machine) => machine.name));
    for (const machine of manifest.machines) {
      expect(names, `the manifest's ${machine.name} comes from machines/${machine.folder ?? '?'}, which is no slice`).toContain(machine.folder);
    }
    for (const name of names) {
      const exports = (await import(pathToFileURL(join(root, 'machines', name, 'index.ts')).href)) as Record<string, unknown>;
      for (const { name: machine } of exportedMachines(exports)) {
        expect(pictured.has(machine), `${machine} (machines/${name}) has no manifest entry: run npm run diagrams`).toBe(true);
        expect(existsSync(join(root, PICTURES_DIR, `${machine}.svg`)), `${machine} has no picture: run npm run diagrams`).toBe(true);
      }
    }
  }, 60_000);

  it('8. model-tests/index.ts exports each model folder of a slice, and each folder has its four files', () => {
    const models = slices.flatMap(modelsOf);
    const folders = foldersOf('model-tests').filter((name) => name !== 'kit' && name !== 'playwright');
    expect(sorted(models), 'model-tests/ has a folder no slice claims, or a slice claims a missing one').toEqual(folders);
    const index = read('model-tests/index.ts');
    for (const folder of models) {
      for (const file of ['spec.ts', 'model.ts', 'machine-driver.ts', `${folder}.model.test.ts`]) {
        expect(existsSync(join(root, 'model-tests', folder, file)), `model-tests/${folder}/${file}`).toBe(true);
      }
      expect(index, `model-tests/index.ts does not export ./${folder}/model.ts`).toContain(`from './${folder}/model.ts'`);
    }
  });
});
