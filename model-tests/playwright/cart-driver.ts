import { cartAnatomy } from '../../machines/cart/anatomy.ts';
import { expect, type Page, type Route } from '@playwright/test';
import type { ModelDriver } from '../kit/driver.ts';
import { updatedQuantity, type CartModelConfig, type CartModelEvent, type CartView } from '../cart/spec.ts';
import { axeOnce } from './axe.ts';

const HTML_PAGE = '<!doctype html><html><head><title>Maintenance</title></head><body>Back soon.</body></html>';

export interface CartPageOptions {
  /** The page with the full-page cart, the cart element and a shelf to add from. */
  path: string;
  /** The shelf row's product name (the model's product). */
  productName: string;
}

/**
 * Drives the full-page cart in Chromium against the example backend: every cart request is held
 * until the model answers it, then goes on to the backend (ANSWER_OK) or is answered with an
 * HTML page (ANSWER_HTML). Events are the visitor's typing and clicks; another tab's change is
 * a message on the cart's channel; views are read from the element and the page (ARIA first).
 */
export function createCartPageDriver(page: Page, config: CartModelConfig, options: CartPageOptions): ModelDriver<CartModelEvent, CartView> {
  let held: Route[] = [];
  let quantity = 0;
  const hold = (route: Route) => void held.push(route);
  const cartPage = () => page.locator(cartAnatomy.selector('page'));
  const element = () => page.locator(cartAnatomy.selector('element'));
  const shelfRow = () => page.locator('li', { has: page.locator(`[id="shelf-${config.variantId}"]`) });
  const entry = () => cartPage().getByRole('listitem').filter({ hasText: options.productName });
  const answer = async (respond: (route: Route) => Promise<void>) => {
    await expect.poll(() => held.length, { message: 'a cart request waits for its answer' }).toBeGreaterThan(0);
    const route = held.shift();
    if (route) await respond(route);
  };
  /**
   * An action during a read abandons the read: the page aborts its request, which gets no
   * answer. Takes the held requests off before the action (the action's own comes after) and
   * lets them go once it is done.
   */
  const overtaking = async (act: () => Promise<void>) => {
    const abandoned = held.splice(0);
    await act();
    await Promise.all(abandoned.map((route) => route.abort().catch(() => {})));
  };
  const addTyped = async (text: string) => {
    await shelfRow().getByRole('spinbutton').fill(text);
    await shelfRow().getByRole('button', { name: 'Add to cart' }).click();
  };
  const updateTyped = async (text: string) => {
    await entry().getByRole('spinbutton', { name: `Quantity of ${options.productName}` }).fill(text);
    await entry().getByRole('button', { name: 'Update' }).click();
  };

  return {
    async reset() {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      held = [];
      quantity = 0;
      await page.context().clearCookies();
      await page.route('**/api/commerce/**', hold);
      await page.goto(options.path);
    },
    async send(event) {
      switch (event.type) {
        case 'ANSWER_OK':
          return answer((route) => route.continue());
        case 'ANSWER_HTML':
          return answer((route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: HTML_PAGE }));
        case 'ADD':
          return overtaking(() => addTyped('1'));
        case 'ADD_INVALID':
          return addTyped('-1');
        case 'UPDATE':
          return overtaking(() => updateTyped(String(updatedQuantity(quantity))));
        case 'UPDATE_INVALID':
          return updateTyped('1.5');
        case 'REMOVE':
          return overtaking(() => entry().getByRole('button', { name: 'Remove' }).click());
        case 'REMOVE_GONE':
          throw new Error('a page cannot remove an entry its cart does not show (machine runs only)');
        case 'CHECKOUT':
          return cartPage().getByRole('button', { name: 'Checkout' }).click();
        case 'REFRESH':
          if (await cartPage().getByRole('button', { name: 'Try again' }).isVisible()) return cartPage().getByRole('button', { name: 'Try again' }).click();
          // Another tab says the cart changed.
          return void (await page.evaluate(() => new BroadcastChannel('site-machines-cart').postMessage({ type: 'cartChanged' })));
        case 'DISMISS': {
          // Without a message there is nothing to dismiss (the model's DISMISS then changes nothing).
          const dismiss = cartPage().getByRole('button', { name: 'Dismiss the message' });
          if (await dismiss.isVisible()) await dismiss.click();
          return;
        }
      }
    },
    async expect(view) {
      if (view.state === 'checkout') {
        // [CHK-001] Checkout opened its route: the cart cookie the backend set was there.
        await expect(page).toHaveURL(/\/commerce\/goto-checkout$/);
        return;
      }
      quantity = view.quantity;
      const state = view.state === 'empty' || view.state === 'filled' ? 'ready' : view.state;
      await expect(cartPage()).toHaveAttribute('data-state', state);
      // [STORE-049] The initialized marker, from the first sync on.
      if (view.initialized) await expect(element()).toHaveAttribute('data-initialized', '');
      else await expect(element()).not.toHaveAttribute('data-initialized');
      // [STORE-044] Count, subtotal, and the link to the cart with its spoken label.
      const link = element().getByRole('link', { name: `Cart: ${view.quantity === 1 ? '1 item' : `${view.quantity} items`}, ${view.subtotal}` });
      await expect(link).toHaveAttribute('href', '/demo/cart');
      await expect(element().locator(cartAnatomy.selector('count'))).toHaveText(view.countText);
      await expect(element().locator(cartAnatomy.selector('subtotal'))).toHaveText(view.subtotal);
      // [STORE-048] The empty state's text.
      const empty = cartPage().getByText('You have nothing in your shopping cart.');
      if (view.initialized && view.quantity === 0) await expect(empty).toBeVisible();
      else await expect(empty).toBeHidden();
      // [STORE-042] The failed action's message.
      const alert = cartPage().getByRole('alert');
      if (view.error === null) await expect(cartPage().locator(cartAnatomy.selector('error'))).toBeHidden();
      else await expect(alert).toContainText(view.error === 'PARSE' ? 'Internal Error: Unable to parse server response from (/api/commerce/cart?crumb=' : view.error);
      await expect(cartPage().getByRole('listitem')).toHaveCount(view.quantity === 0 ? 0 : 1);
      if (view.quantity > 0) await expect(entry().locator(cartAnatomy.selector('line-total'))).toHaveText(`$${((view.quantity * config.unitPriceCents) / 100).toFixed(2)}`);
      await axeOnce(page, `cart ${view.state} ${view.quantity} ${view.error === null ? '' : 'message'}`);
    },
  };
}
