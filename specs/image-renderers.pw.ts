import { expect, test } from '@playwright/test';

// The same imageMachine, bindImage and page queue behind the React image (/demo/image-blocks) and
// the plain-DOM one (/vanilla/image-blocks): the same states, shown the same way.
const renderers = [
  { name: 'React', url: '/demo/image-blocks', block: (name: string) => `[id="${name}"]` },
  { name: 'plain DOM', url: '/vanilla/image-blocks', block: (name: string) => `[id="vanilla-${name}"]` },
];
const box = '[data-scope="image"][data-part="box"]';

for (const renderer of renderers) {
  test.describe(`images on ${renderer.name} ${renderer.url}`, () => {
    test('[MEDIA-016] [MEDIA-020] [MEDIA-013] a picture far below waits far, with no request; near, it loads at the width step its box needs', async ({ page }) => {
      await page.setViewportSize({ width: 1000, height: 500 });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname + new URL(request.url()).search));
      await page.goto(renderer.url);
      const picture = page.locator(`${renderer.block('stack')} ${box}`);
      await expect(picture).toHaveAttribute('data-state', 'far');
      await expect(picture).toHaveAttribute('data-status', 'idle');
      await expect(picture.locator('img:not(noscript img)')).toHaveCount(0);
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveAttribute('data-state', 'loaded');
      const image = picture.locator('img');
      await expect(image).toHaveAttribute('src', /format=(100|300|500|750|1000|1500|2500)w$/);
      const src = (await image.getAttribute('src')) ?? '';
      // [MEDIA-020] The smallest step at least the box's width (pixel ratio 1 here).
      const width = await picture.evaluate((element) => element.getBoundingClientRect().width);
      const step = Number(/format=(\d+)w/.exec(src)?.[1]);
      const steps = [100, 300, 500, 750, 1000, 1500, 2500];
      expect(step).toBe(steps.find((candidate) => candidate >= width) ?? 2500);
      expect(requested.filter((url) => url === src)).toHaveLength(1);
      await expect(picture).not.toHaveClass(/loading/);
    });

    test('[ERR-025] a picture that cannot load says Unable to load. Try again.; the button loads it afresh', async ({ page }) => {
      let failing = true;
      await page.route('**/media/images/**', (route) => (failing ? route.abort('failed') : route.fallback()));
      await page.goto(renderer.url);
      const picture = page.locator(`${renderer.block('poster')} ${box}`);
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveAttribute('data-state', 'failed');
      await expect(picture).toHaveAttribute('data-status', 'failed');
      await expect(picture.getByRole('alert')).toContainText('Unable to load. Try again.');
      await expect(picture.locator('img')).toBeHidden();

      failing = false;
      await picture.getByRole('button', { name: 'Unable to load. Try again.' }).click();
      await expect(picture).toHaveAttribute('data-state', 'loaded');
      await expect(picture.getByRole('alert')).toHaveCount(0);
      await expect(picture.locator('img')).toBeVisible();
      expect(await picture.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    });

    test('[MEDIA-020] a first-screen picture is the browser\'s pick from its srcset, adopted without a second download', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(renderer.url);
      const picture = page.locator(`${renderer.block('inline')} ${box}`);
      await expect(picture).toHaveAttribute('data-state', 'loaded');
      const image = picture.locator('img');
      await expect(image).toHaveAttribute('srcset', /100w/);
      const pathname = new URL(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).pathname;
      expect(requested.filter((url) => url === pathname)).toHaveLength(1);
    });
  });
}
