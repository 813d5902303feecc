import { expect, type Page, type Route } from '@playwright/test';
import type { ModelDriver } from '../kit/driver.ts';
import type { ImageModelEvent, ImageView } from '../image/spec.ts';

export interface ImagePageOptions {
  url: string;
  /** Selector of the image's box (`data-scope="image"`, `data-part="box"`). */
  box: string;
  /** A piece of the picture's address: its requests are held until the model says load or fail. */
  picture: string;
}

const STEPS = [100, 300, 500, 750, 1000, 1500, 2500];

/**
 * Drives one lazy image on a page as a visitor and the network do: scrolling to it brings it
 * near; its picture's request is held until the model lets it load (the server answers) or fail
 * (the connection fails); the retry is the visitor's press of 'Unable to load. Try again.'. The
 * view is the box's `data-state`, the loading class [MEDIA-013], the alert [ERR-025], and the
 * `<img>`'s address at the step the box's measured width needs [MEDIA-020].
 */
export function createImagePageDriver(page: Page, options: ImagePageOptions): ModelDriver<ImageModelEvent, ImageView> {
  const box = page.locator(options.box);
  let held: Route[] = [];
  let requests = 0;
  const nextHeld = async () => {
    await expect.poll(() => held.length, { message: 'the picture is requested' }).toBeGreaterThan(0);
    return held.shift() as Route;
  };
  return {
    async reset() {
      held = [];
      requests = 0;
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.setViewportSize({ width: 1000, height: 500 });
      await page.route('**/media/images/**', (route) => {
        if (!route.request().url().includes(options.picture)) return route.fallback();
        requests += 1;
        held.push(route);
      });
      await page.goto(options.url);
      // Bound (hydrated, measured, observed): the box says where its machine is.
      await expect(box).toHaveAttribute('data-state', 'far');
    },
    async send(event) {
      switch (event.type) {
        case 'NEAR':
          return box.scrollIntoViewIfNeeded();
        case 'IMAGE_LOADED':
          return (await nextHeld()).fallback();
        case 'IMAGE_FAILED':
          return (await nextHeld()).abort('failed');
        case 'RETRY':
          return box.getByRole('button', { name: 'Unable to load. Try again.' }).click();
        default:
          throw new Error(`${event.type} is not driven on the page`);
      }
    },
    async expect(view) {
      await expect(box).toHaveAttribute('data-state', view.state);
      if (view.state === 'loading') await expect(box).toHaveClass(/(^|\s)loading(\s|$)/);
      else await expect(box).not.toHaveClass(/(^|\s)loading(\s|$)/);
      if (view.state === 'failed') {
        await expect(box.getByRole('alert')).toContainText('Unable to load. Try again.');
        await expect(box.locator('img')).toBeHidden();
      } else await expect(box.getByRole('alert')).toHaveCount(0);
      if (view.state === 'far') {
        await expect(box.locator('img:not(noscript img)')).toHaveCount(0);
        expect(requests, 'a far picture is not requested').toBe(0);
      } else {
        const width = await box.evaluate((element) => element.getBoundingClientRect().width);
        const step = STEPS.find((candidate) => candidate >= width) ?? 2500;
        await expect(box.locator('img')).toHaveAttribute('src', new RegExp(`format=${step}w$`));
      }
      if (view.state === 'loaded') expect(await box.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    },
  };
}
