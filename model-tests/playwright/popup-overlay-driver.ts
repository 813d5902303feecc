import { expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../machines/popup-overlay/constants.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { initialStored, type PopupOverlayModelConfig, type PopupOverlayModelEvent, type PopupOverlayView } from '../popup-overlay/spec.ts';
import { axeOnce } from './axe.ts';

export interface PopupOverlayPageOptions {
  /** The page that shows the popup; the configuration's settings go in its query. */
  path: string;
  /** The dialog's accessible name. */
  title: string;
  /** Run axe-core in every distinct state reached. */
  axe?: boolean;
}

/** The page URL of a configuration: settings, page type, device and screenshot flag in the query. */
export function popupOverlayPageUrl(path: string, config: PopupOverlayModelConfig): string {
  const styles = { none: '1', light: '2', dark: '3' } as const;
  const query = new URLSearchParams({
    style: styles[config.settings.style],
    displayFrequency: String(config.settings.displayFrequency),
    version: String(config.settings.version),
    showUntilSignup: String(config.settings.showUntilSignup),
    showOnMobile: String(config.settings.showOnMobile),
    pageType: String(config.pageType),
    mobile: String(config.mobile),
  });
  if (config.screenshot) query.set('screenshot', 'true');
  return `${path}?${query}`;
}

/**
 * Drives a popup overlay through its ARIA contract (a modal dialog named by its title, its
 * Close button, Esc, the sign-up form) with the page clock fixed at the configuration's time,
 * and reads local storage for what it remembers.
 */
export function createPopupOverlayPageDriver(
  page: Page,
  config: PopupOverlayModelConfig,
  options: PopupOverlayPageOptions,
): ModelDriver<PopupOverlayModelEvent, PopupOverlayView> {
  const url = popupOverlayPageUrl(options.path, config);
  const dialog = page.getByRole('dialog', { name: options.title });
  const readStored = () =>
    page.evaluate((keys) => ({ closedAt: localStorage.getItem(keys.closedAt), version: localStorage.getItem(keys.version), submitted: localStorage.getItem(keys.submitted) }), STORAGE_KEYS);

  return {
    async reset() {
      await page.clock.setFixedTime(config.now);
      // Local storage as a returning visitor's browser has it, then the page.
      await page.goto('/api/health');
      const stored = initialStored(config);
      await page.evaluate(
        ({ keys, stored }) => {
          localStorage.clear();
          for (const [name, key] of Object.entries(keys)) {
            const value = stored[name as keyof typeof stored];
            if (value !== null) localStorage.setItem(key, value);
          }
        },
        { keys: STORAGE_KEYS, stored },
      );
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Popup overlay');
    },
    async send(event) {
      if (event.type === 'SUBMIT') {
        await dialog.getByLabel('Email address').fill('name@example.com');
        await dialog.getByRole('button', { name: 'Sign up' }).click();
      } else if (event.via === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'Close' }).click();
    },
    async expect(view) {
      const part = page.locator('[data-scope="popup-overlay"][data-part="dialog"]');
      if (view.state === 'hidden') await expect(part).toHaveCount(0);
      else await expect(part).toHaveAttribute('data-state', view.state);
      if (view.state === 'shown' || view.state === 'submitted') {
        await expect(dialog).toBeVisible();
        // A modal dialog holds the focus.
        await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
        if (view.state === 'shown') await expect(dialog.getByRole('button', { name: 'Sign up' })).toBeVisible();
        else await expect(dialog.getByText('Thank you for signing up!')).toBeVisible();
      } else {
        await expect(dialog).toBeHidden();
        // The page below is usable again.
        await expect(page.getByRole('button', { name: 'Forget the popup' })).toBeEnabled();
      }
      expect(await readStored()).toEqual(view.stored);
      if (options.axe) await axeOnce(page, `popup overlay ${config.settings.style} ${view.state}`);
    },
  };
}
