import { expect, type Page } from '@playwright/test';
import type { ModelDriver } from '../kit/driver.ts';
import type { VisitorCookiesModelConfig, VisitorCookiesModelEvent, VisitorCookiesView } from '../visitor-cookies/spec.ts';

export interface VisitorCookiesPageOptions {
  /** The site's origin, for the cookies planted before load. */
  origin: string;
  /** The page that shows the visit count and the buttons. */
  path: string;
}

/** The demo page's buttons for each model event. */
const BUTTONS: Record<VisitorCookiesModelEvent['type'], string> = {
  PAGE_VIEW: 'Next page view',
  END_SESSION: 'End the session (delete ss_cvt)',
  DAMAGE_VISIT_COOKIE: 'Damage ss_cvr',
  FORGET: 'Forget me (delete both)',
};

/**
 * Drives the visitor-cookies page: the browser's cookies are planted before load, each model
 * event is a button (which changes the cookies, then counts a page view), and the view is the
 * count on the page and the visitor id in the real `ss_cvr` cookie.
 */
export function createVisitorCookiesPageDriver(
  page: Page,
  config: VisitorCookiesModelConfig,
  options: VisitorCookiesPageOptions,
): ModelDriver<VisitorCookiesModelEvent, VisitorCookiesView> {
  let ids: string[] = [];
  const cookie = async (name: string) => (await page.context().cookies()).find((entry) => entry.name === name)?.value;

  return {
    async reset() {
      await page.context().clearCookies();
      const planted = [
        ...(config.cvr ? [{ name: 'ss_cvr', value: config.cvr }] : []),
        ...(config.cvt ? [{ name: 'ss_cvt', value: config.cvt }] : []),
      ];
      if (planted.length) await page.context().addCookies(planted.map((entry) => ({ ...entry, url: options.origin })));
      ids = ['returning'];
      await page.goto(options.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visitor cookies');
    },
    async send(event) {
      await page.getByRole('button', { name: BUTTONS[event.type], exact: true }).click();
    },
    async expect(view) {
      await expect(page.getByTestId('visit-count')).toHaveText(String(view.visitCount));
      // The cookies are written once the actor has started, just after the first render.
      await expect.poll(async () => (await cookie('ss_cvr'))?.split('|')[4], { message: 'the cookie holds the count shown' }).toBe(String(view.visitCount));
      const id = (await cookie('ss_cvr'))?.split('|')[0] ?? '';
      expect(await cookie('ss_cvt'), 'a session cookie is set').toMatch(/^[1-9][0-9]*$/);
      if (!ids.includes(id)) ids.push(id);
      expect(ids.indexOf(id), `visitor ${id} after ${JSON.stringify(ids)}`).toBe(view.visitorsCreated);
    },
  };
}
