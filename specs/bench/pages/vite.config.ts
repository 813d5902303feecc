import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = import.meta.dirname;
const slideProfiling = resolve(root, '../../../ui/gallery/profiling.ts');

// A dedicated build of the benchmark page: React's profiling build, whose <Profiler> onRender
// runs in production (`react-dom/client` becomes `react-dom/profiling`, the same API), and each
// slideshow slide wrapped in a Profiler (ui/gallery/profiling.ts becomes ./slide-profiler.tsx).
// Served by the example server at /bench/gallery-1000.html (dist/site/bench).
export default defineConfig({
  root,
  base: '/bench/',
  logLevel: 'warn',
  resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  plugins: [
    {
      name: 'slide-profiler',
      enforce: 'pre',
      async resolveId(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved?.id === slideProfiling ? resolve(root, 'slide-profiler.tsx') : null;
      },
    },
  ],
  build: {
    outDir: resolve(root, '../../../dist/site/bench'),
    emptyOutDir: true,
    rollupOptions: { input: { 'gallery-1000': resolve(root, 'gallery-1000.html') } },
  },
});
