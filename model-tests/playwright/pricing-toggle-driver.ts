import { expect, type Page } from '@playwright/test';
import { pricingToggleAnatomy } from '../../machines/pricing-toggle/anatomy.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { PricingToggleModelEvent, PricingToggleView } from '../pricing-toggle/spec.ts';
import { axeOnce } from './axe.ts';

export interface PricingTogglePageOptions {
  /** Page that shows the pricing block. */
  url: string;
  /** The block's id on that page (its root element id). */
  rootId: string;
  /** Run axe-core once per option shown; a violation fails the step. */
  axe?: boolean;
}

/**
 * What the page shows of one pricing block, in one round trip: the pressed options, the options
 * whose prices and join buttons a visitor sees (per plan), the focused option, and the page's
 * record of the switches it was told of.
 */
function readView({ rootId, optionSelector, priceSelector, joinSelector, planSelector }: { rootId: string; optionSelector: string; priceSelector: string; joinSelector: string; planSelector: string }) {
  const root = document.getElementById(rootId);
  const visible = (element: Element) => (element as HTMLElement).checkVisibility({ visibilityProperty: true });
  const options = [...(root?.querySelectorAll<HTMLButtonElement>(optionSelector) ?? [])];
  const plans = [...(root?.querySelectorAll(planSelector) ?? [])];
  const shownIn = (selector: string) => [...new Set(plans.flatMap((plan) => [...plan.querySelectorAll(selector)].filter(visible).map((element) => element.getAttribute('data-option'))))].sort();
  const switches = document.querySelector('[data-fact="switches"]')?.textContent ?? '';
  return {
    group: root?.querySelector('[role="group"]')?.getAttribute('aria-label') ?? null,
    pressed: options.filter((button) => button.getAttribute('aria-pressed') === 'true').map((button) => button.dataset.option),
    unpressedSayFalse: options.every((button) => button.getAttribute('aria-pressed') !== null && button.tagName === 'BUTTON'),
    prices: shownIn(priceSelector),
    // Every plan shows exactly one price: the selected set's.
    pricesPerPlan: plans.map((plan) => [...plan.querySelectorAll(priceSelector)].filter(visible).length),
    joins: shownIn(joinSelector),
    focused: options.find((button) => button === document.activeElement)?.dataset.option ?? null,
    lastTold: switches.split(': ')[1]?.split(', ').at(-1) ?? null,
  };
}

/**
 * Drives a pricing block on a page through what a visitor uses: the two option buttons (click,
 * Enter, Space, Tab), and reads back `aria-pressed`, the shown prices and join buttons. Serves any
 * renderer that spreads `connect`'s props.
 */
export function createPricingTogglePageDriver(page: Page, options: PricingTogglePageOptions): ModelDriver<PricingToggleModelEvent, PricingToggleView> {
  const { url, rootId } = options;
  const option = (name: 'A' | 'B') => page.locator(`[id="${pricingToggleAnatomy.id(rootId, 'option', name)}"]`);
  return {
    async reset() {
      await page.goto(url);
      await expect(option('A')).toBeVisible();
    },
    async send(event) {
      switch (event.type) {
        case 'SELECT':
          if (event.via === 'click') await option(event.option).click();
          else await page.keyboard.press(event.via === 'Space' ? ' ' : 'Enter');
          return;
        case 'TAB':
          await page.keyboard.press('Tab');
          return;
        case 'SHIFT_TAB':
          await page.keyboard.press('Shift+Tab');
          return;
      }
    },
    async expect(view) {
      const read = () =>
        page.evaluate(readView, {
          rootId,
          optionSelector: pricingToggleAnatomy.selector('option'),
          priceSelector: pricingToggleAnatomy.selector('price'),
          joinSelector: pricingToggleAnatomy.selector('join'),
          planSelector: pricingToggleAnatomy.selector('plan'),
        });
      const plans = await page.locator(`[id="${rootId}"] ${pricingToggleAnatomy.selector('plan')}`).count();
      await expect
        .poll(read, { intervals: [20, 20, 50] })
        .toEqual({
          group: expect.any(String),
          pressed: [view.option],
          unpressedSayFalse: true,
          prices: [view.option],
          pricesPerPlan: Array.from({ length: plans }, () => 1),
          joins: [view.option],
          focused: view.focused,
          lastTold: view.told ?? 'none',
        });
      if (options.axe) await axeOnce(page, `${url} #${rootId} ${view.option}`);
    },
  };
}
