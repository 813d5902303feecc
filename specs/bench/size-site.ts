// Issue 26: what the published site's pages ship at first. Two figures a page:
// - the budget's, measured like every other `size page` line (./bundle.ts's settings: esbuild,
//   minified, code split, gzip 9, React and react-dom left to the host page): the page's entry
//   (examples/site/entries/<Page>.tsx) with every chunk it imports statically. The home page's
//   entry provides its first screen's blocks, so its line is the page interactive above the fold;
// - as built (`npm run build:site`): the scripts the page's HTML names, React included, gzipped.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bundleSize } from './bundle.ts';
import { pageAssets } from '../../examples/http/document.mjs';
import { sitePageRoutes } from '../../examples/site/site-pages.ts';

/** Issue 26: the home page's initial JavaScript, and every other page's. */
export const SITE_HOME_INITIAL_BUDGET = 40_000;
export const SITE_PAGE_INITIAL_BUDGET = 45_000;

const root = fileURLToPath(new URL('../..', import.meta.url));
const siteRoot = fileURLToPath(new URL('../../dist/site/', import.meta.url));

/** The entry's initial and on-demand JavaScript with ./bundle.ts's settings. */
async function entrySize(file: string): Promise<{ initial: number; lazy: number }> {
  const { initial, lazy } = await bundleSize({ file: `${root}${file}` });
  return { initial, lazy };
}

/** What the built page's HTML names (React included), or null when the site is not built. */
function builtSize(manifest: Parameters<typeof pageAssets>[0] | null, page: string): { scripts: number; bytes: number } | null {
  if (!manifest) return null;
  const assets = pageAssets(manifest, `site/pages/${page}.tsx`);
  const files = [assets.entry, ...assets.modules];
  return { scripts: files.length, bytes: files.reduce((sum, built) => sum + gzipSync(readFileSync(`${siteRoot}${built}`)).length, 0) };
}

export async function measureSitePages(): Promise<{ lines: string[]; overBudget: string[] }> {
  const manifestFile = `${siteRoot}.vite/manifest.json`;
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Parameters<typeof pageAssets>[0]) : null;
  const lines: string[] = [];
  const overBudget: string[] = [];
  for (const route of sitePageRoutes) {
    const size = await entrySize(`examples/site/entries/${route.page}.tsx`);
    const budget = route.path === '/' ? SITE_HOME_INITIAL_BUDGET : SITE_PAGE_INITIAL_BUDGET;
    const ok = size.initial <= budget;
    const built = builtSize(manifest, route.page);
    const builtText = built ? `; as built, React included: ${built.bytes} B gz in ${built.scripts} scripts` : '; not built (npm run build:site)';
    lines.push(`size page site ${route.path === '/' ? 'home' : route.path}: initial ${size.initial} B gz, on demand ${size.lazy} B gz, at most ${budget} B gz: ${ok ? 'ok' : 'OVER'}${builtText}`);
    if (!ok) overBudget.push(`site page ${route.path}`);
  }
  return { lines, overBudget };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const line of (await measureSitePages()).lines) console.log(line);
}
