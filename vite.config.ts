import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const examples = resolve(import.meta.dirname, 'examples');

// The example site: React pages under site/, plain-DOM pages under vanilla/.
export default defineConfig({
  root: examples,
  build: {
    outDir: resolve(import.meta.dirname, 'dist/site'),
    emptyOutDir: true,
    rollupOptions: {
      input: {
        site: resolve(examples, 'site/index.html'),
        'vanilla-accordion': resolve(examples, 'vanilla/accordion.html'),
      },
    },
  },
  test: {
    root: import.meta.dirname,
    include: ['specs/**/*.test.ts', 'model-tests/**/*.test.ts', 'machines/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
