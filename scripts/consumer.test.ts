/**
 * The package as another project meets it: packed with `npm pack`, installed from the tarball
 * into a scratch project beside its own React and an older XState 5 minor, then type-checked
 * (strict, `moduleResolution: bundler`), bundled with esbuild and with webpack 5 (the CSS must
 * survive both), run in plain Node, and every behaviour entry imported. One XState in the tree.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; exports: Record<string, unknown> };
/** An older XState 5 minor than the repository's own, with the @xstate/react that goes with it. */
const CONSUMER_XSTATE = '5.20.2';
const CONSUMER_XSTATE_REACT = '6.0.0';

const behaviourEntries = Object.keys(pkg.exports)
  .filter((path) => !path.includes('*') && path !== './package.json')
  .map((path) => `${pkg.name}${path.slice(1)}`)
  // The Playwright drivers need the optional peers; they are imported by the renderer's own tests.
  .filter((name) => !name.endsWith('/model-tests/playwright'));

let scratch = '';
/** Runs a command in the scratch project; a failure says what the command printed. */
function run(command: string, args: string[], cwd = scratch): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, npm_config_loglevel: 'error' } });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`.slice(0, 6000));
  }
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'site-machines-consumer-'));
  run('npm', ['run', '--silent', 'build'], root);
  run('npm', ['pack', '--silent', '--pack-destination', scratch], root);
  const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz')) ?? '';
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({
      name: 'consumer',
      private: true,
      type: 'module',
      dependencies: {
        [pkg.name]: `file:./${tarball}`,
        react: '^19.0.0',
        'react-dom': '^19.0.0',
        xstate: CONSUMER_XSTATE,
        '@xstate/react': CONSUMER_XSTATE_REACT,
      },
      devDependencies: {
        typescript: '~5.9.0',
        '@types/react': '^19.0.0',
        '@types/react-dom': '^19.0.0',
        esbuild: '^0.25.0',
        webpack: '^5.90.0',
        'css-loader': '^7.0.0',
        'mini-css-extract-plugin': '^2.9.0',
      },
    }),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline']);
}, 600_000);

afterAll(() => {
  if (scratch && !process.env.KEEP_CONSUMER) rmSync(scratch, { recursive: true, force: true });
}, 120_000);

describe('the package in a fresh project', () => {
  it('installs with one xstate in the tree, the consumer\'s own older minor', () => {
    const tree = JSON.parse(run('npm', ['ls', 'xstate', '--all', '--json'])) as { dependencies?: Record<string, { version: string; dependencies?: Record<string, unknown> }> };
    const versions = new Set<string>();
    const visit = (node: { version?: string; dependencies?: Record<string, unknown> }, name = '') => {
      if (name === 'xstate' && node.version) versions.add(node.version);
      for (const [child, value] of Object.entries(node.dependencies ?? {})) visit(value as { version?: string }, child);
    };
    visit(tree);
    expect([...versions]).toEqual([CONSUMER_XSTATE]);
  });

  it('ships a license, no test library in its runtime entries, and source maps with their sources', () => {
    const installed = join(scratch, 'node_modules', pkg.name);
    expect(readFileSync(join(installed, 'LICENSE'), 'utf8')).toContain('MIT License');
    const files = run('find', [join(installed, 'dist'), '-name', '*.js']).trim().split('\n');
    // The Playwright drivers (their own entry) need Playwright; nothing else imports a test library.
    for (const file of files.filter((path) => !path.includes('/model-tests/playwright/'))) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/from ['"](vitest|@playwright\/test|@axe-core\/playwright)['"]/);
    }
    const maps = run('find', [join(installed, 'dist'), '-name', '*.js.map']).trim().split('\n');
    expect(maps.length).toBeGreaterThan(100);
    for (const map of maps) {
      const parsed = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[]; sourcesContent?: (string | null)[] };
      expect(parsed.sourcesContent?.length, map).toBe(parsed.sources.length);
      expect(parsed.sourcesContent?.every((source) => typeof source === 'string' && source.length > 0), map).toBe(true);
    }
  });

  it('type-checks strict with moduleResolution bundler, the README example included', () => {
    writeFileSync(
      join(scratch, 'consumer.tsx'),
      `import { createActor } from 'xstate';
import { accordionMachine, connectAccordion } from '${pkg.name}/machines';
import { Accordion, useAccordion, decodeAccordionBlock, stylesheets } from '${pkg.name}/accordion';
import { Gallery, decodeGalleryBlock } from '${pkg.name}/gallery';
import { Form } from '${pkg.name}/form';
import { normalizeProps, spreadProps } from '${pkg.name}/adapters/browser';

const actor = createActor(accordionMachine, { input: { items: ['a', 'b', 'c'], allowMultiple: false, expandFirst: false, id: 'faq' } }).start();
actor.send({ type: 'TOGGLE', id: 'b' });
const open: readonly string[] = actor.getSnapshot().context.open;
const trigger = connectAccordion(actor.getSnapshot(), actor.send, normalizeProps).getTriggerProps('b');
export const css: readonly string[] = stylesheets;
export function Page() {
  const { api } = useAccordion({ items: ['x'] });
  const decoded = decodeGalleryBlock('{"slides": []}');
  return (
    <>
      <Accordion items={[{ id: 'x', title: 'X', content: 'Y' }]} value={open} onValueChange={(value: string[]) => value} />
      {decoded.ok && <Gallery block={decoded.block} id="g" label="G" />}
      <Form formId="f" fields={[]} />
      <p {...api.getRootProps()} />
    </>
  );
}
export const parts = [decodeAccordionBlock('{}'), trigger, spreadProps];
`,
    );
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, module: 'esnext', moduleResolution: 'bundler', target: 'es2022', jsx: 'react-jsx', noEmit: true, lib: ['es2022', 'dom'], skipLibCheck: false, types: [] },
        files: ['consumer.tsx'],
      }),
    );
    run('npx', ['tsc', '-p', 'tsconfig.json']);
  }, 180_000);

  const page = `import { createRoot } from 'react-dom/client';
import { createElement } from 'react';
import { Accordion } from '${pkg.name}/accordion';
import '${pkg.name}/ui/accordion.css';
createRoot(document.body).render(createElement(Accordion, { items: [{ id: 'a', title: 'A', content: 'B' }] }));
`;

  it('bundles with esbuild, the component\'s CSS in the output', () => {
    writeFileSync(join(scratch, 'page.js'), page);
    run('npx', ['esbuild', 'page.js', '--bundle', '--outdir=out-esbuild', '--minify', '--define:process.env.NODE_ENV="production"']);
    expect(readFileSync(join(scratch, 'out-esbuild', 'page.css'), 'utf8')).toMatch(/data-scope=['"]?accordion/);
    expect(readFileSync(join(scratch, 'out-esbuild', 'page.js'), 'utf8').length).toBeGreaterThan(10_000);
  });

  it('bundles with webpack 5, the component\'s CSS kept (sideEffects covers *.css)', () => {
    writeFileSync(join(scratch, 'page.js'), page);
    writeFileSync(
      join(scratch, 'webpack.config.cjs'),
      `const MiniCss = require('mini-css-extract-plugin');
module.exports = {
  mode: 'production',
  entry: './page.js',
  output: { path: __dirname + '/out-webpack' },
  module: { rules: [{ test: /\\.css$/, use: [MiniCss.loader, 'css-loader'] }] },
  plugins: [new MiniCss()],
};`,
    );
    run('node', ['-e', "require('webpack')(require('./webpack.config.cjs'), (error, stats) => { if (error || stats.hasErrors()) { console.error(error ?? stats.toString()); process.exit(1); } })"]);
    const css = readdirSync(join(scratch, 'out-webpack')).filter((name) => name.endsWith('.css'));
    expect(css).toHaveLength(1);
    const text = readFileSync(join(scratch, 'out-webpack', css[0] ?? ''), 'utf8');
    // The whole stylesheet, not a stub.
    expect(text.length).toBeGreaterThan(1_500);
    expect(text).toMatch(/data-scope=['"]?accordion/);
  }, 180_000);

  it('runs a machine and connect in plain Node', () => {
    const script = `import { createActor } from 'xstate';
import { accordionMachine, connectAccordion } from '${pkg.name}/machines';
const actor = createActor(accordionMachine, { input: { items: ['a', 'b'] } }).start();
actor.send({ type: 'TOGGLE', id: 'b' });
const api = connectAccordion(actor.getSnapshot(), actor.send, (props) => props);
console.log(JSON.stringify({ open: actor.getSnapshot().context.open, expanded: api.getTriggerProps('b')['aria-expanded'] }));`;
    writeFileSync(join(scratch, 'run.mjs'), script);
    expect(JSON.parse(run('node', ['run.mjs']))).toEqual({ open: ['b'], expanded: 'true' });
  });

  it('imports every behaviour entry in Node', () => {
    const script = `const out = {};
for (const name of ${JSON.stringify(behaviourEntries)}) out[name] = Object.keys(await import(name)).length;
console.log(JSON.stringify(out));`;
    writeFileSync(join(scratch, 'entries.mjs'), script);
    const counts = JSON.parse(run('node', ['entries.mjs'])) as Record<string, number>;
    for (const name of behaviourEntries) expect(counts[name], name).toBeGreaterThan(0);
    expect(Object.keys(counts)).toEqual(expect.arrayContaining([`${pkg.name}/accordion`, `${pkg.name}/gallery`, `${pkg.name}/form`, `${pkg.name}/lightbox`, `${pkg.name}/cookie-banner`]));
  });
});
