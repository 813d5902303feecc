// `npm run size`: the minified, gzipped size of each public entry a site ships, with esbuild
// (tree-shaken ES module, react and react-dom left to the host page), and of whole pages beside
// the anchors' stack of the same features (issue 13, ./pages and ./anchors). Exits non-zero when
// a budget is over.
import { fileURLToPath } from 'node:url';
import { bundleSize, gzippedSize } from './bundle.ts';
import { measureRoutes } from './size-routes.ts';
import { measurePages } from './size-pages.ts';
import { measureProviderSizes } from './provider-size.ts';
import { measureSitePages } from './size-site.ts';
import { measureNewBlocks } from './size-blocks.ts';

export { bundleSize, gzippedSize, type BundleInput, type BundleSize } from './bundle.ts';

export interface SizeEntry {
  name: string;
  /** Module source bundled as the entry; paths relative to the project root. */
  source: string;
  /** Budget for the whole bundle, gzipped bytes, from the issue that set it. */
  budget?: number;
  /** Budget for what the entry adds over the baseline entry ("adds at most N B gz"). */
  addsAtMost?: number;
  /** A budget once set for the entry and retired, printed beside it as information only. */
  retired?: string;
  /** The entry `addsAtMost` is measured over, when not the baseline (by name, listed earlier). */
  over?: string;
  /** Print what the entry adds over the baseline even without a budget. */
  showAdded?: boolean;
}

/** What every React behaviour pulls in anyway: XState and @xstate/react as components use them. */
export const BASELINE = 'baseline (xstate + @xstate/react)';
/**
 * The baseline plus io-ts: the libraries every machine folder may import (xstate, and io-ts for
 * untrusted input) and every decoding page ships. js-cookie is not in it: a behaviour that
 * writes cookies pays for it.
 */
export const LIBRARIES = 'baseline + io-ts';


const LIGHTBOX_SOURCE = "export { Lightbox } from './ui/Lightbox.tsx'; export { useLightbox } from './adapters/react/useLightbox.ts';";
const OVERLAYS_SOURCE = "export { DialogStack } from './ui/DialogStack.tsx'; export { useDialogStack } from './adapters/react/useDialogStack.ts';";
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
  { name: 'galleryMachine', source: "export { galleryMachine } from './machines/gallery/machine.ts';" },
  { name: 'videoMachine', source: "export { videoMachine } from './machines/video/machine.ts';" },
  // The MEDIA image layer alone (Image: its load queue machine, width choice, focal point),
  // which the gallery renders and image blocks share: for reading the gallery's figure.
  { name: 'Image (React, the image layer)', source: "export { Image } from './ui/Image.tsx';", showAdded: true },
  // galleryMachine, the layouts and the React gallery (every layout, with the image layer they
  // render; the video layer is fetched on demand, counted apart). Issue 4's budget (adds at most
  // 9,000 B gz to XState + @xstate/react) is retired by issue 13: the page budget replaces it.
  { name: 'Gallery (React, every layout)', source: "export { Gallery } from './ui/Gallery.tsx';", showAdded: true, retired: 'issue 4: adds at most 9,000 B' },
  // The cookie banner with its machine (vanilla-cookieconsent is about 9,900 B gz), over the bare
  // baseline and, for its own code, over the baseline plus io-ts (its settings and cookie values
  // are decoded with io-ts). js-cookie, which writes the consent cookie, counts in both. Issue 6's
  // budget (adds at most 3,000 B gz) is retired by issue 13: the page budget replaces it.
  {
    name: LIBRARIES,
    source: `${"export { setup, createActor, assign, emit, fromPromise } from 'xstate'; export { useActorRef, useSelector } from '@xstate/react';"} export { type, keyof, string, boolean, union, UnknownRecord } from 'io-ts';`,
    showAdded: true,
  },
  { name: 'cookieBannerMachine', source: "export { cookieBannerMachine } from './machines/cookie-banner/machine.ts';" },
  { name: 'CookieBanner (React), all included', source: "export { CookieBanner } from './ui/CookieBanner.tsx';", showAdded: true, retired: 'issue 6: adds at most 3,000 B' },
  { name: 'CookieBanner (React) over the libraries', source: "export { CookieBanner } from './ui/CookieBanner.tsx';", over: LIBRARIES, showAdded: true },
  { name: 'PopupOverlay (React)', source: "export { PopupOverlay } from './ui/PopupOverlay.tsx';" },
  { name: 'Marquee (React)', source: "export { Marquee } from './ui/Marquee.tsx';" },
  { name: 'CheckoutButton (React)', source: "export { CheckoutButton } from './ui/CheckoutButton.tsx';" },
  { name: 'error reporter and trace logger', source: "export { installErrorReporter, installTraceLogger } from './adapters/browser/error-reporting.ts';" },
  // Issue 3: formMachine, validation and the React Form (every field kind, the captcha slot, the
  // DOM effects) add at most 6,000 B gz; the transport is the site's DataLayerProvider, below.
  { name: 'formMachine', source: "export { formMachine } from './machines/form/machine.ts';" },
  { name: 'Form (React)', source: "export { Form } from './ui/Form.tsx';", addsAtMost: 6_000 },
  { name: 'Form + CaptchaContainer + NewsletterForm', source: "export { Form } from './ui/Form.tsx'; export { CaptchaContainer } from './ui/CaptchaContainer.tsx'; export { NewsletterForm } from './ui/NewsletterForm.tsx';" },
  { name: 'data layer (DataLayerProvider)', source: "export { DataLayerProvider } from './adapters/react/DataLayerProvider.tsx';" },
  { name: 'a site form (Form + DataLayerProvider)', source: "export { Form } from './ui/Form.tsx'; export { DataLayerProvider } from './adapters/react/DataLayerProvider.tsx';" },
  // Issue 5: the overlay layer, measured in parts and together.
  { name: 'lightboxMachine', source: "export { lightboxMachine } from './machines/lightbox/machine.ts';" },
  { name: 'dialogStackMachine', source: "export { dialogStackMachine } from './machines/dialogs/machine.ts';" },
  { name: 'Lightbox (React)', source: LIGHTBOX_SOURCE },
  { name: 'Dialog stack and widgets (React)', source: OVERLAYS_SOURCE },
  { name: 'Tooltip (React; its positioning, @floating-ui/core, on demand)', source: TOOLTIP_SOURCE },
  { name: 'Site session: owner redirect, Esc, logout (React)', source: "export { SiteSession } from './ui/SiteSession.tsx';" },
  // Lightbox, dialog stack and widgets, the tooltip's positioning included (on demand). Issue 5's budget (adds at
  // most 8,000 B gz over the baseline) is retired by issue 13: the page budget replaces it.
  { name: 'Lightbox, dialog stack and widgets (React)', source: LIGHTBOX_SOURCE + OVERLAYS_SOURCE + TOOLTIP_SOURCE, showAdded: true, retired: 'issue 5: adds at most 8,000 B' },
];

export async function measureSizes(entries: SizeEntry[] = sizeEntries): Promise<{ lines: string[]; overBudget: string[] }> {
  const baseline = await gzippedSize(entries.find((entry) => entry.name === BASELINE)?.source ?? '');
  const lines: string[] = [];
  const overBudget: string[] = [];
  const measured = new Map<string, number>([[BASELINE, baseline]]);
  for (const entry of entries) {
    const size = measured.has(entry.name) ? { initial: measured.get(entry.name) ?? 0, lazy: 0 } : await bundleSize(entry.source);
    const bytes = size.initial;
    measured.set(entry.name, bytes);
    const over = entry.over ?? 'baseline';
    const added = bytes - (entry.over ? (measured.get(entry.over) ?? 0) : baseline);
    const notes: string[] = [];
    if (size.lazy > 0) notes.push(`and ${size.lazy} B gz loaded on demand`);
    if (entry.addsAtMost !== undefined || entry.showAdded) notes.push(`+${added} B over ${over}`);
    if (entry.budget !== undefined) notes.push(`budget ${entry.budget} B: ${bytes > entry.budget ? 'OVER' : 'ok'}`);
    if (entry.addsAtMost !== undefined) notes.push(`adds at most ${entry.addsAtMost} B: ${added > entry.addsAtMost ? 'OVER' : 'ok'}`);
    if (entry.retired) notes.push(`budget retired (${entry.retired}), see the page budget`);
    lines.push(`size ${entry.name}: ${bytes} B gz${notes.length ? ` (${notes.join('; ')})` : ''}`);
    if ((entry.budget !== undefined && bytes > entry.budget) || (entry.addsAtMost !== undefined && added > entry.addsAtMost)) {
      overBudget.push(entry.name);
    }
  }
  return { lines, overBudget };
}

/** The entries, then the pages beside the anchors' stack: every `size ...` and `budget ...` line. */
export async function measureAll(): Promise<{ lines: string[]; overBudget: string[] }> {
  const entries = await measureSizes();
  const pages = await measurePages();
  // Issues 24 and 25: provider blocks and the tracking client out of the initial JavaScript.
  const providers = await measureProviderSizes();
  // Issues 20 and 26: what each page of the built site ships.
  const routes = await measureRoutes();
  // Issue 26: the published site's pages against their budgets.
  const site = await measureSitePages();
  // Issue 23: each new block adds nothing to the first JavaScript of a page without it.
  const blocks = await measureNewBlocks();
  return {
    lines: [...entries.lines, ...pages.lines, ...blocks.lines, ...providers.lines, ...site.lines, ...routes.lines],
    overBudget: [...entries.overBudget, ...pages.overBudget, ...blocks.overBudget, ...providers.overBudget, ...site.overBudget],
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { lines, overBudget } = await measureAll();
  for (const line of lines) console.log(line);
  if (overBudget.length > 0) {
    console.error(`over budget: ${overBudget.join(', ')}`);
    process.exit(1);
  }
}
