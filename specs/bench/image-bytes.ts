// Bytes of image data a page downloads on load (issue 11): on the pages with pictures, at device
// pixel ratios 1 and 2, every picture answered on load must be no wider than its rendered width
// times the DPR, rounded up to the next width step [MEDIA-020]. The width asked for is read from
// the address (`?format=<W>w`, or `-<W>w.` in the file name); a picture with neither is taken at
// its natural width. The rendered width is the <img>'s own box (the drawn picture, larger than
// its frame when the crop covers it), the larger of when it loaded and once the page settled;
// each answer is matched to the <img> that loaded it through a capture `load` listener installed
// before any page script, so server-rendered pictures count too.
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { benchPort, siteBuilt, startSiteServer } from './site-server.ts';

const PATHS = ['/demo/gallery', '/demo/grid', '/demo/carousel', '/demo/lightbox'] as const;
const RATIOS = [1, 2] as const;
const SETTLE_MS = 30_000;
/** [MEDIA-020] The width steps, smallest first. */
const WIDTH_STEPS = [100, 300, 500, 750, 1000, 1500, 2500];

/** The step a picture rendered `width` px wide at `ratio` needs: the next step up, or the largest. */
export function neededStep(width: number, ratio: number): number {
  return WIDTH_STEPS.find((step) => step >= Math.ceil(width * ratio - 0.5)) ?? WIDTH_STEPS[WIDTH_STEPS.length - 1] ?? Infinity;
}

/** The width step an image address asks for, or null when it names none. */
export function requestedStep(url: string): number | null {
  const { searchParams, pathname } = new URL(url);
  const match = /^(\d+)w$/.exec(searchParams.get('format') ?? '') ?? /-(\d+)w\.[a-z]+$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

const RECORD_LOADS = `
  window.__imageLoads = [];
  const drawnWidth = (image) => Math.max(image.offsetWidth, image.getBoundingClientRect().width);
  document.addEventListener('load', (event) => {
    const image = event.target;
    if (image instanceof HTMLImageElement) window.__imageLoads.push({ image, url: image.currentSrc || image.src, widthAtLoad: drawnWidth(image), natural: image.naturalWidth });
  }, true);
  window.__imageLoadsNow = () => window.__imageLoads.map(({ image, url, widthAtLoad, natural }) => ({ url, natural, width: Math.max(widthAtLoad, drawnWidth(image)) }));
`;

interface Loaded {
  url: string;
  natural: number;
  width: number;
}

export async function benchImageBytes(): Promise<{ lines: string[]; overBudget: string[] }> {
  if (!siteBuilt()) return { lines: ['bench image bytes: skipped, the site is not built (npm run build:site)'], overBudget: ['image bytes (site not built)'] };
  const server = await startSiteServer('server', await benchPort(3));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), '--disable-background-networking', '--disable-gpu'],
  });
  const lines: string[] = [];
  const overBudget: string[] = [];
  try {
    for (const path of PATHS) {
      for (const ratio of RATIOS) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: ratio });
        const page = await context.newPage();
        const answers: { url: string; bytes: Promise<number> }[] = [];
        page.on('response', (response) => {
          if (response.request().resourceType() === 'image' && response.ok()) answers.push({ url: response.url(), bytes: response.body().then((body) => body.length, () => 0) });
        });
        await page.addInitScript(RECORD_LOADS);
        await page.goto(`${server.base}${path}`);
        // "On load": the network idle once the first picture has arrived (a busy CPU can leave it
        // idle before the page's script asks for any) and no image box still loading.
        await page.waitForFunction('window.__imageLoads.length > 0', undefined, { timeout: SETTLE_MS }).catch(() => undefined);
        await page.waitForLoadState('networkidle');
        await page.waitForFunction(`!document.querySelector('[data-scope="image"][data-status="loading"]')`, undefined, { timeout: SETTLE_MS }).catch(() => undefined);
        await page.waitForLoadState('networkidle');
        const loaded = (await page.evaluate('window.__imageLoadsNow()')) as Loaded[];
        const sizes = await Promise.all(answers.map((answer) => answer.bytes));
        await context.close();

        const oversized: string[] = [];
        let undersized = 0;
        let unmatched = 0;
        let notShown = 0;
        const bytes = sizes.reduce((sum, size) => sum + size, 0);
        for (const answer of answers) {
          const images = loaded.filter((image) => image.url === answer.url);
          if (images.length === 0) {
            unmatched += 1;
            continue;
          }
          const width = Math.max(...images.map((image) => image.width));
          if (width < 1) {
            notShown += 1;
            continue;
          }
          const asked = requestedStep(answer.url) ?? Math.max(...images.map((image) => image.natural));
          const needed = neededStep(width, ratio);
          if (asked < needed) undersized += 1;
          if (asked > needed) oversized.push(`${new URL(answer.url).pathname.split('/').at(-1)} ${asked}w for ${Math.round(width)} px (needs ${needed}w)`);
        }
        const ok = oversized.length === 0;
        lines.push(
          `bench image bytes ${path} DPR ${ratio}: ${answers.length} pictures, ${(bytes / 1024).toFixed(1)} KiB on load; ${oversized.length} larger than rendered width × DPR rounded up to the next step (budget 0): ${ok ? 'ok' : 'OVER'}` +
            (oversized.length ? ` (${oversized.slice(0, 4).join('; ')}${oversized.length > 4 ? '; …' : ''})` : '') +
            (undersized ? `; ${undersized} smaller than that (softer, not budgeted)` : '') +
            (unmatched || notShown ? ` [not judged: ${unmatched} answered for no <img>, ${notShown} for an <img> not shown]` : ''),
        );
        if (!ok) overBudget.push(`image bytes ${path} DPR ${ratio}`);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  return { lines, overBudget };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { lines, overBudget } = await benchImageBytes();
  for (const line of lines) console.log(line);
  if (overBudget.length > 0) process.exit(1);
}
