import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const examples = resolve(import.meta.dirname, 'examples');
// Every plain-DOM page in examples/vanilla is an entry of its own, served at /vanilla/<name>.
const vanillaPages = Object.fromEntries(
  readdirSync(resolve(examples, 'vanilla'))
    .filter((name) => name.endsWith('.html'))
    .map((name) => [`vanilla-${name.slice(0, -'.html'.length)}`, resolve(examples, 'vanilla', name)]),
);

// The example site: React pages under site/, plain-DOM pages under vanilla/.
export default defineConfig({
  root: examples,
  build: {
    outDir: resolve(import.meta.dirname, 'dist/site'),
    emptyOutDir: true,
    rollupOptions: {
      input: {
        site: resolve(examples, 'site/index.html'),
        ...vanillaPages,
      },
    },
  },
  test: {
    // Property and model suites run thousands of cases; on a loaded 2-core machine the 5 s
    // default is too tight. Budgets are measured by benchmarks, never by these timeouts.
    testTimeout: 30_000,
    root: import.meta.dirname,
    include: ['specs/**/*.test.ts', 'model-tests/**/*.test.ts', 'machines/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
