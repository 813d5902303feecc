// What each page of the built example site ships (issue 20, issue 26): the scripts its HTML
// links (loaded before it is interactive) and the chunks it can fetch later (islands waking,
// the video layer, a lightbox), each file gzipped at level 9 as it is sent, read from the
// site's own build (Vite's manifest), not from a bundle made for the benchmark. React is in the
// site's runtime chunk; its own share (React and react-dom bundled alone) is printed once so a
// page's figure can be read over React, the way the anchors' pages are measured (./bundle.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { pageAssets, pageEntryOf } from '../../examples/http/document.mjs';
import { routes } from '../../examples/site/routes.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const site = `${root}dist/site`;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gz = (file: string) => gzipSync(readFileSync(`${site}/${file}`), { level: 9 }).length;

/** Every chunk reachable from the page's entry through `import()`, less what it loads up front. */
function onDemandFiles(manifest: Manifest, entryKey: string, initial: Set<string>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, dynamic: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (dynamic && !initial.has(chunk.file)) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, dynamic);
    for (const imported of chunk.dynamicImports ?? []) visit(imported, true);
  };
  visit(entryKey, false);
  return files;
}

/** React and react-dom's client as a site ships them (minified, production), gzipped alone. */
async function reactShare(): Promise<number> {
  const result = await build({
    stdin: { contents: "export { createElement } from 'react'; export { hydrateRoot, createRoot } from 'react-dom/client';", resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gzipSync(Buffer.concat(result.outputFiles.map((file) => file.contents)), { level: 9 }).length;
}

export async function measureRoutes(): Promise<{ lines: string[] }> {
  if (!existsSync(`${site}/.vite/manifest.json`)) execFileSync('npm', ['run', 'build:site'], { cwd: root, stdio: 'ignore' });
  const manifest = JSON.parse(readFileSync(`${site}/.vite/manifest.json`, 'utf8')) as Manifest;
  const react = await reactShare();
  const lines = [`size route React and react-dom (in every page's runtime chunk): ${react} B gz`];
  const measured = new Map<string, string>();
  for (const route of routes) {
    const entry = route.entry ?? route.module;
    const assets = pageAssets(manifest, entry);
    const scripts = [assets.entry, ...assets.modules];
    const initial = scripts.reduce((sum, file) => sum + gz(file), 0);
    const lazy = [...onDemandFiles(manifest, pageEntryOf(entry), new Set(scripts))].reduce((sum, file) => sum + gz(file), 0);
    // Routes that share an entry ship the same files: one line says so.
    const same = measured.get(entry);
    if (same) {
      lines.push(`size route ${route.path}: as ${same}`);
      continue;
    }
    measured.set(entry, route.path);
    lines.push(`size route ${route.path}: initial ${initial} B gz in ${scripts.length} scripts (${initial - react} B gz over React), on demand ${lazy} B gz`);
  }
  return { lines };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const line of (await measureRoutes()).lines) console.log(line);
}
