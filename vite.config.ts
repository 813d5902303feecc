import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const examples = resolve(import.meta.dirname, 'examples');
/** The build entries of every `extension` file in `folder` (under examples/), named `prefix` + the file's name. */
const entriesIn = (folder: string, extension: string, prefix = '') =>
  Object.fromEntries(
    readdirSync(resolve(examples, folder))
      .filter((name) => name.endsWith(extension))
      .map((name) => [prefix + name.slice(0, -extension.length), resolve(examples, folder, name)]),
  );
// Every plain-DOM page in examples/vanilla is an entry of its own, served at /vanilla/<name>.
const vanillaPages = entriesIn('vanilla', '.html', 'vanilla-');
// Every React page module has an entry of its own in examples/site/entries (named after it), which
// imports the module statically and hydrates: see startPage in examples/site/entry-client.tsx.
const pageEntries = entriesIn('site/entries', '.tsx');

/**
 * [Issue 20] A short request chain: what a page needs before it is interactive comes in a few
 * files the HTML links at once (over HTTP/1.1 a browser fetches six at a time). Every page starts
 * with the same runtime chunk: the framework (React, XState) and the site's shell
 * (`entry-client.tsx` and all it imports statically: overlays, session, cookie consent,
 * monitoring, islands); then the page's own chunk and the code of its first screen's blocks.
 * Blocks are islands (adapters/react/Island.tsx): their code, and what is fetched on demand
 * (lightbox, tooltip positioning, dialogs, video), keeps chunks of
 * its own.
 */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/;
const SHELL = /examples[\\/]site[\\/](entry-client|BlockData)\.tsx$|adapters[\\/]react[\\/]Island\.tsx$/;
const initialChunkGroups = {
  groups: [{ name: 'runtime', test: (id: string) => FRAMEWORK.test(id) || SHELL.test(id), tags: ['$initial' as const] }],
  // Small chunks of code a few blocks share are copied into each rather than fetched apart.
  experimentalInlineCommonChunks: { maxSize: 40_000 },
};

/**
 * The example site, built twice: the browser's bundle (`dist/site`: one hydration entry per
 * page module, the plain-DOM pages, and a manifest the server reads to link each page's
 * chunks and styles) and the server's renderer (`dist/server`, `vite build --ssr`).
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  root: examples,
  build: isSsrBuild
    ? {
        outDir: resolve(import.meta.dirname, 'dist/server'),
        emptyOutDir: true,
        copyPublicDir: false,
        ssr: resolve(examples, 'site/entry-server.tsx'),
        rollupOptions: { output: { format: 'es' } },
      }
    : mode === 'vanilla'
      ? {
          // The plain-DOM pages, built beside the React pages but on their own, so their chunks
          // never change how the React pages' code is grouped.
          outDir: resolve(import.meta.dirname, 'dist/site'),
          emptyOutDir: false,
          copyPublicDir: false,
          rolldownOptions: { input: vanillaPages },
        }
      : {
          outDir: resolve(import.meta.dirname, 'dist/site'),
          emptyOutDir: true,
          manifest: true,
          // One stylesheet for every page (issue 20: the HTML links one): a block's styles must
          // be there before its code, which an island fetches only when it is needed.
          cssCodeSplit: false,
          rolldownOptions: {
            input: pageEntries,
            output: { codeSplitting: initialChunkGroups },
          },
        },
  // The package's `imports` map (package.json) points at the built files; the sources resolve
  // `#html-parser` here as the map's conditions do: DOMParser in the browser, parse5 on the
  // server (the SSR build, and the unit tests, which run in Node).
  resolve: {
    alias: {
      '#html-parser': resolve(import.meta.dirname, isSsrBuild || process.env.VITEST ? 'adapters/server/html.ts' : 'adapters/browser/html.ts'),
      // io-ts's guard module as the map's conditions pick it: its ES modules (tree-shaken) in the
      // browser, its CommonJS build in Node (the ES build's extensionless imports Node refuses).
      '#io-ts-guard': isSsrBuild || process.env.VITEST ? 'io-ts/lib/Guard.js' : 'io-ts/es6/Guard.js',
    },
  },
  // The server bundle holds everything it renders with (React, XState, io-ts): node_modules
  // stays a build-time dependency of the example server.
  ssr: { noExternal: true },
  test: {
    // Property and model suites run thousands of cases; on a loaded 2-core machine the 5 s
    // default is too tight. Budgets are measured by benchmarks, never by these timeouts.
    testTimeout: 30_000,
    root: import.meta.dirname,
    include: ['specs/**/*.test.ts', 'specs/**/*.test.tsx', 'model-tests/**/*.test.ts', 'machines/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
}));
