// Size lines of issues 24 and 25, printed by `npm run size` (and `npm run bench`): each page entry
// of the example site bundled as a site ships it (./bundle.ts: esbuild, code split, gzip), with
// the source modules of its initial JavaScript (the entry and its static imports).
//
// Issue 24: the blocks that load a provider (map, reservation, events summary, the captcha
// service adapter) add nothing to the initial JavaScript of a page without them, and on their
// own demo pages their code is on demand (islands: fetched when the block comes near; the
// Playwright tests count the provider requests).
// Issue 25: the analytics client and the census calls (adapters/browser/analytics.ts, census.ts,
// the tracking runtime) add nothing to the initial JavaScript before consent: imported after Accept.
import { bundleSize } from './bundle.ts';

/** The code of the provider blocks (their components, browser adapters and machines). */
export const PROVIDER_MODULES = [
  'ui/MapBlock.tsx',
  'adapters/browser/map.ts',
  'adapters/browser/maps-api.ts',
  'machines/map/machine.ts',
  'ui/ReservationBlock.tsx',
  'adapters/browser/reservation.ts',
  'machines/reservation/machine.ts',
  'ui/SummaryBlock.tsx',
  'adapters/browser/summary.ts',
  'machines/summary/machine.ts',
  'adapters/browser/recaptcha.ts',
] as const;

/** The analytics client and census calls, and the runtime that starts them after Accept. */
export const TRACKING_CLIENT_MODULES = [
  'adapters/browser/analytics.ts',
  'adapters/browser/census.ts',
  'adapters/browser/tracking-runtime.ts',
  'machines/tracking/analytics.ts',
  'adapters/browser/ad-pixel.ts',
  'adapters/browser/experiment.ts',
] as const;

const entry = (page: string) => ({ file: `examples/site/entries/${page}.tsx` });

interface PageCheck {
  label: string;
  page: string;
  /** Modules that must not be in the page's initial JavaScript. */
  forbidden: readonly string[];
  what: string;
}

const CHECKS: PageCheck[] = [
  { label: 'issue 24, a page without provider blocks (/demo/accordion)', page: 'AccordionDemo', forbidden: PROVIDER_MODULES, what: 'provider block code' },
  { label: 'issue 24, /demo/map (map blocks are islands)', page: 'MapDemo', forbidden: PROVIDER_MODULES, what: 'provider block code' },
  { label: 'issue 24, /demo/reservation (reservation blocks are islands)', page: 'ReservationDemo', forbidden: PROVIDER_MODULES, what: 'provider block code' },
  { label: 'issue 24, /demo/summary (the summary block is an island)', page: 'SummaryDemo', forbidden: PROVIDER_MODULES, what: 'provider block code' },
  { label: 'issue 25, /demo/tracking before consent', page: 'TrackingDemo', forbidden: TRACKING_CLIENT_MODULES, what: 'analytics client and census code' },
  { label: 'issue 25, a page without tracking blocks (/demo/accordion) before consent', page: 'AccordionDemo', forbidden: TRACKING_CLIENT_MODULES, what: 'analytics client and census code' },
];

export async function measureProviderSizes(): Promise<{ lines: string[]; overBudget: string[] }> {
  const lines: string[] = [];
  const overBudget: string[] = [];
  const sizes = new Map<string, Awaited<ReturnType<typeof bundleSize>>>();
  for (const check of CHECKS) {
    let size = sizes.get(check.page);
    if (!size) sizes.set(check.page, (size = await bundleSize(entry(check.page))));
    const initial = check.forbidden.filter((module) => size.initialInputs.has(module));
    const onDemand = check.forbidden.filter((module) => !size.initialInputs.has(module) && size.inputs.has(module));
    lines.push(
      `size ${check.label}: initial ${size.initial} B gz, on demand ${size.lazy} B gz; ${check.what} in the initial JS: ` +
        (initial.length === 0 ? 'none' : initial.join(', ')) +
        (onDemand.length > 0 ? ` (on demand: ${onDemand.length} of its modules)` : '') +
        ` (budget: none of it initial): ${initial.length === 0 ? 'ok' : 'OVER'}`,
    );
    if (initial.length > 0) overBudget.push(check.label);
  }
  // What the tracking runtime weighs once Accept imports it (information).
  const runtime = await bundleSize("export { startTracking } from './adapters/browser/tracking-runtime.ts';").catch(() => null);
  if (runtime) lines.push(`size issue 25, the tracking runtime alone (imported after Accept): ${runtime.initial} B gz with xstate, io-ts and what it shares`);
  return { lines, overBudget };
}
