import { expect, test, type Page } from '@playwright/test';

// Issue 20, item 4: a gallery ships the layout it shows. Each layout's code is a chunk of its own
// (ui/gallery/registry.ts); the page's entry names the layout its first screen shows, so the HTML
// links it, and no other layout's code is fetched.

/** Class names only each layout's component writes: a script holds a layout's code when it holds its name. */
const MARKERS = { slideshow: 'sm-slideshow-stage', collection: 'sm-collection-items', strip: 'sm-strip-viewport', carousel: 'sm-carousel-viewport' } as const;
type Kind = keyof typeof MARKERS;
const KINDS = Object.keys(MARKERS) as Kind[];

const kindsIn = (source: string) => KINDS.filter((kind) => source.includes(MARKERS[kind]));

/** The scripts the HTML names (its module script and modulepreload links). */
async function linkedScripts(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((match) => match[1] ?? match[2] ?? '');
}

/** Every script the page fetches, with the layouts whose code it holds. */
function fetchedScripts(page: Page): Map<string, Promise<Kind[]>> {
  const scripts = new Map<string, Promise<Kind[]>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, response.text().then(kindsIn, () => []));
  });
  return scripts;
}

async function layoutsFetched(scripts: Map<string, Promise<Kind[]>>): Promise<Kind[]> {
  return [...new Set((await Promise.all(scripts.values())).flat())].sort();
}

test.describe('a gallery ships the layout it shows', () => {
  test('/demo/gallery (slideshows): the HTML links the slideshow layout, and no script the page fetches holds another layout, even once every gallery has woken', async ({ page }) => {
    const linked = await linkedScripts(page, '/demo/gallery');
    const holding = await Promise.all(linked.map(async (src) => kindsIn(await (await page.request.get(src)).text())));
    expect(holding.flat()).toEqual(['slideshow']);

    const scripts = fetchedScripts(page);
    await page.goto('/demo/gallery');
    // Each gallery hydrates (the first at load, the others as they come near): its machine then knows the window's width.
    for (const id of ['landscapes', 'places', 'night-walk']) {
      const gallery = page.locator(`[id="${id}"]`);
      await gallery.scrollIntoViewIfNeeded();
      await expect(gallery).toHaveAttribute('data-viewport-known', '');
    }
    await page.waitForLoadState('networkidle');
    expect(await layoutsFetched(scripts)).toEqual(['slideshow']);
  });

  for (const [path, kind] of [
    ['/demo/grid', 'collection'],
    ['/demo/strip', 'strip'],
    ['/demo/carousel', 'carousel'],
  ] as const) {
    test(`${path}: the ${kind} layout comes in a script the document names (not one another script discovers), and no layout it does not show`, async ({ page }) => {
      const session = await page.context().newCDPSession(page);
      await session.send('Network.enable');
      const initiators = new Map<string, string>();
      session.on('Network.requestWillBeSent', (event) => {
        if (event.type !== 'Script') return;
        // Named by the document: its HTML (the parser) or its Link header / Early Hints.
        const byDocument = event.initiator.type === 'parser' || event.initiator.url === 'about:client' || event.initiator.type === 'other';
        initiators.set(new URL(event.request.url).pathname, byDocument ? 'document' : (event.initiator.stack?.callFrames[0]?.url ?? event.initiator.type));
      });
      const scripts = fetchedScripts(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const holding: string[] = [];
      for (const [src, kinds] of scripts) if ((await kinds).includes(kind)) holding.push(src);
      expect(holding).toHaveLength(1);
      expect(initiators.get(holding[0] ?? '')).toBe('document');
      expect(await linkedScripts(page, path)).toContain(holding[0]);
      // The slideshow's chunk carries what every layout shares (ui/gallery/Slideshow.tsx): a page
      // of another layout may hold it; never a third layout's code.
      expect((await layoutsFetched(scripts)).filter((fetched) => fetched !== 'slideshow')).toEqual([kind]);
    });
  }
});
