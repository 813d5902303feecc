// One Lighthouse run (default mobile profile: Moto G Power emulation, simulated slow 4G and
// CPU x4) of one address in Debian's Chromium, for specs/bench/lighthouse.ts. Prints one line
// of JSON: the four category scores (0..100), each category's failing audits, and Lighthouse's
// LCP. Lives in its own folder so `lighthouse` resolves from its own node_modules.
//   node specs/bench/lighthouse/audit.mjs <url>
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const url = process.argv[2];
if (!url) {
  console.error('usage: node audit.mjs <url>');
  process.exit(2);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
  ...(process.env.CHROME_DEBUG_PORT ? { port: Number(process.env.CHROME_DEBUG_PORT) } : {}),
});

/**
 * What keeps a category from full marks: audits it weighs that score under 1, and for
 * performance also the metrics under 0.9 and the opportunities or diagnostics that failed.
 */
function failing(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ ref, audit }) => {
      if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') return false;
      if (category === 'performance') return ref.group === 'metrics' ? audit.score < 0.9 : audit.score < 0.5;
      return ref.weight > 0 && audit.score < 1;
    })
    .map(({ audit }) => {
      // What the audit found first (the console error's text, say) tells where to look.
      const first = audit.details?.items?.[0];
      const where = first?.sourceLocation?.url ?? first?.url;
      const what = typeof first?.description === 'string' ? `${first.description.slice(0, 120)}${typeof where === 'string' ? `: ${where}` : ''}` : undefined;
      const found = audit.displayValue ?? what;
      return found ? `${audit.id} (${found})` : audit.id;
    });
}

try {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  console.log(
    JSON.stringify({
      scores: Object.fromEntries(CATEGORIES.map((category) => [category, lhr.categories[category].score === null ? null : Math.round(lhr.categories[category].score * 100)])),
      failing: Object.fromEntries(CATEGORIES.map((category) => [category, failing(lhr, category)])),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
      runtimeError: lhr.runtimeError?.message ?? null,
      warnings: lhr.runWarnings ?? [],
      lighthouseVersion: lhr.lighthouseVersion,
    }),
  );
} finally {
  await chrome.kill();
}
