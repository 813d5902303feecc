import { expect, test } from '@playwright/test';
import { routes } from '../examples/site/routes.ts';

// Issue 20, item 1: a short request chain. Every page's HTML links what the page needs before it
// is interactive, at most six scripts and one stylesheet, all named by the HTML itself, so none
// waits for another to be fetched and parsed before it is asked for.
const pages = routes.map((route) => route.path);

const attributeValues = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);

test.describe('a short request chain', () => {
  for (const path of pages) {
    test(`${path}: the HTML links at most 6 scripts and 1 stylesheet`, async ({ page }) => {
      const html = await (await page.request.get(path)).text();
      const scripts = new Set([
        ...attributeValues(html, /<script[^>]+type="module"[^>]+src="([^"]+)"/g),
        ...attributeValues(html, /<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
      ]);
      const styles = attributeValues(html, /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
      expect(scripts.size).toBeGreaterThan(0);
      expect(scripts.size).toBeLessThanOrEqual(6);
      expect(styles.length).toBeLessThanOrEqual(1);
    });
  }

  for (const path of pages) {
    test(`${path}: every script fetched before load is named by the document, none discovered by another`, async ({ page }) => {
      const session = await page.context().newCDPSession(page);
      await session.send('Network.enable');
      const initiators: { url: string; by: string }[] = [];
      let loaded = false;
      session.on('Network.requestWillBeSent', (event) => {
        if (loaded || event.type !== 'Script') return;
        // Named by the document: its HTML (the parser) or its response's Link header / 103 Early
        // Hints (Chromium reports those as 'about:client'). Discovered: a script's own import.
        const frames = event.initiator.stack?.callFrames ?? [];
        const by = event.initiator.type === 'parser' || event.initiator.url === 'about:client' || event.initiator.type === 'other' ? 'document' : (frames[0]?.url ?? event.initiator.url ?? event.initiator.type);
        initiators.push({ url: event.request.url, by });
      });
      page.on('load', () => (loaded = true));
      await page.goto(path);
      expect(initiators.length).toBeGreaterThan(0);
      expect(initiators.filter((request) => request.by !== 'document')).toEqual([]);
    });
  }
});
