import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

// A dedicated build of the benchmark page with React's profiling build, whose <Profiler>
// onRender runs in production: `react-dom/client` becomes `react-dom/profiling` (the same API).
// Served by the example server at /bench/gallery-1000.html (dist/site/bench).
export default defineConfig({
  root,
  base: '/bench/',
  logLevel: 'warn',
  resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  build: {
    outDir: resolve(root, '../../../dist/site/bench'),
    emptyOutDir: true,
    rollupOptions: { input: { 'gallery-1000': resolve(root, 'gallery-1000.html') } },
  },
});
