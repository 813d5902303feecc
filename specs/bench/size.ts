// `npm run size`: the minified, gzipped size of each public entry a site ships, with esbuild
// (tree-shaken ES module, react and react-dom left to the host page). Exits non-zero when an
// entry with a budget is over it.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface SizeEntry {
  name: string;
  /** Module source bundled as the entry; paths relative to the project root. */
  source: string;
  /** Budget for the whole bundle, gzipped bytes, from the issue that set it. */
  budget?: number;
  /** Budget for what the entry adds over the baseline entry ("adds at most N B gz"). */
  addsAtMost?: number;
}

/** What every React behaviour pulls in anyway: XState and @xstate/react as components use them. */
export const BASELINE = 'baseline (xstate + @xstate/react)';

// The host page provides React; everything else an entry pulls in is counted.
const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

const LIGHTBOX_SOURCE = "export { Lightbox } from './ui/Lightbox.tsx'; export { useLightbox } from './adapters/react/useLightbox.ts';";
const OVERLAYS_SOURCE = "export { SiteOverlays } from './ui/SiteOverlays.tsx'; export { useOverlays } from './adapters/react/overlays.ts';";
const TOOLTIP_SOURCE = "export { Tooltip } from './ui/Tooltip.tsx';";

export const sizeEntries: SizeEntry[] = [
  {
    name: BASELINE,
    source: "export { setup, createActor, assign, emit, fromPromise } from 'xstate'; export { useActorRef, useSelector } from '@xstate/react';",
  },
  { name: 'accordionMachine', source: "export { accordionMachine } from './machines/accordion/machine.ts';" },
  // Foundation budget: 17,000 B gz for the React accordion with all it pulls in, so the
  // machine and component add under 2,500 B to XState and @xstate/react.
  { name: 'Accordion (React)', source: "export { Accordion } from './ui/Accordion.tsx';", budget: 17_000, addsAtMost: 2_500 },
  // Issue 5: the overlay layer, measured in parts and together.
  { name: 'lightboxMachine', source: "export { lightboxMachine } from './machines/lightbox/machine.ts';" },
  { name: 'dialogStackMachine', source: "export { dialogStackMachine } from './machines/dialogs/machine.ts';" },
  { name: 'Lightbox (React)', source: LIGHTBOX_SOURCE },
  { name: 'Dialog stack and widgets (React)', source: OVERLAYS_SOURCE },
  { name: 'Tooltip (React, with @floating-ui/react)', source: TOOLTIP_SOURCE },
  { name: 'Site session: owner redirect, Esc, logout (React)', source: "export { SiteSession } from './ui/SiteSession.tsx';" },
  // Issue 5 budget: lightbox, dialog stack and widgets add at most 8,000 B gz over the
  // baseline, @floating-ui/react included.
  { name: 'Lightbox, dialog stack and widgets (React)', source: LIGHTBOX_SOURCE + OVERLAYS_SOURCE + TOOLTIP_SOURCE, addsAtMost: 8_000 },
];

export async function gzippedSize(source: string): Promise<number> {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'tsx' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    external,
    write: false,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return gzipSync(code, { level: 9 }).length;
}

export async function measureSizes(entries: SizeEntry[] = sizeEntries): Promise<{ lines: string[]; overBudget: string[] }> {
  const baseline = await gzippedSize(entries.find((entry) => entry.name === BASELINE)?.source ?? '');
  const lines: string[] = [];
  const overBudget: string[] = [];
  for (const entry of entries) {
    const bytes = entry.name === BASELINE ? baseline : await gzippedSize(entry.source);
    const added = bytes - baseline;
    const notes: string[] = [];
    // Machines alone pull in less of XState than the baseline does: only additions are noted.
    if (entry.name !== BASELINE && (added >= 0 || entry.addsAtMost !== undefined)) notes.push(`+${added} B over baseline`);
    if (entry.budget !== undefined) notes.push(`budget ${entry.budget} B: ${bytes > entry.budget ? 'OVER' : 'ok'}`);
    if (entry.addsAtMost !== undefined) notes.push(`adds at most ${entry.addsAtMost} B: ${added > entry.addsAtMost ? 'OVER' : 'ok'}`);
    lines.push(`size ${entry.name}: ${bytes} B gz${notes.length ? ` (${notes.join('; ')})` : ''}`);
    if ((entry.budget !== undefined && bytes > entry.budget) || (entry.addsAtMost !== undefined && added > entry.addsAtMost)) {
      overBudget.push(entry.name);
    }
  }
  return { lines, overBudget };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { lines, overBudget } = await measureSizes();
  for (const line of lines) console.log(line);
  if (overBudget.length > 0) {
    console.error(`over budget: ${overBudget.join(', ')}`);
    process.exit(1);
  }
}
