import { expect, type Dialog, type Page } from '@playwright/test';
import type { CheckoutModelConfig, CheckoutModelEvent, CheckoutView } from '../checkout/spec.ts';
import type { ModelDriver } from '../kit/driver.ts';

export interface CheckoutPageOptions {
  /** The site's origin, for the cart cookies planted before load. */
  origin: string;
  /** The page with the checkout buttons. */
  path: string;
  /** The buttons' accessible names, by model event. */
  buttons: Record<CheckoutModelEvent['type'], string>;
  /** Title of the frame that holds the buttons in the editing-frame configuration. */
  frameTitle: string;
}

/**
 * Drives checkout buttons on a page (or inside its editing frame), answering the alert (the
 * site's alert dialog on the React page, the browser's own in the plain-DOM frame) and reading
 * where the top window went: the example server answers every checkout route with a page that
 * names it.
 */
export function createCheckoutPageDriver(page: Page, config: CheckoutModelConfig, options: CheckoutPageOptions): ModelDriver<CheckoutModelEvent, CheckoutView> {
  const alerts: string[] = [];
  const onDialog = (dialog: Dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  };
  const buttons = () => (config.inFrame ? page.frameLocator(`iframe[title="${options.frameTitle}"]`) : page);

  return {
    async reset() {
      // One dialog handler per page: an earlier driver on this shared page leaves its own.
      page.removeAllListeners('dialog');
      await page.context().clearCookies();
      const cookies = Object.entries(config.cookies).map(([name, value]) => ({ name, value, url: options.origin }));
      if (cookies.length) await page.context().addCookies(cookies);
      alerts.length = 0;
      page.on('dialog', onDialog);
      await page.goto(options.path);
      await expect(buttons().getByRole('button', { name: options.buttons.START, exact: true })).toBeVisible();
    },
    async send(event) {
      await buttons().getByRole('button', { name: options.buttons[event.type], exact: true }).click();
    },
    async expect(view) {
      const here = () => {
        const url = new URL(page.url());
        return url.pathname + url.search;
      };
      if (view.navigation) {
        // The top window shows the route page: in the editing frame too (CHK-005).
        await expect.poll(here).toBe(view.navigation.url);
        await expect(page.locator('[data-route]')).toHaveText(new URL(view.navigation.url, options.origin).pathname);
      } else {
        expect(here()).toBe(options.path);
      }
      // The site's alert dialog: read it and press OK, so the page below is usable again.
      const harvest = async () => {
        const dialog = page.getByRole('alertdialog', { name: 'Checkout' });
        if (await dialog.isVisible()) {
          alerts.push((await dialog.locator('p').first().textContent()) ?? '');
          await dialog.getByRole('button', { name: 'OK' }).click();
          await expect(dialog).toBeHidden();
        }
        return alerts.length;
      };
      await expect.poll(harvest).toBe(view.alerts);
      for (const message of alerts) {
        expect(message).toBe('Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.');
      }
    },
  };
}
