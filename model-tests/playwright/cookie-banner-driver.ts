import { expect, type Page, type Request } from '@playwright/test';
import { cookieBannerSettings } from '../cookie-banner/model.ts';
import { PLANTED_VISIT_COOKIE, type CookieBannerModelConfig, type CookieBannerModelEvent, type CookieBannerView } from '../cookie-banner/spec.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { axeOnce } from './axe.ts';

export interface CookieBannerPageOptions {
  /** The site's origin, for the cookies planted before load. */
  origin: string;
  /** The page that shows the banner; the configuration's settings go in its query. */
  path: string;
  /** Run axe-core in every distinct state reached. */
  axe?: boolean;
}

const TRACKING_PATHS = ['/api/track/Track', '/api/census/RecordHit'];

// The request listener of the driver now using a (shared) page, so the next one can take over.
const listening = new WeakMap<Page, (request: Request) => void>();

/** The page URL of a configuration: its settings, `forced` and `screenshot` in the query. */
export function cookieBannerPageUrl(path: string, config: CookieBannerModelConfig): string {
  const query = new URLSearchParams(cookieBannerSettings(config));
  if (config.forced) query.set('forced', 'true');
  if (config.screenshot) query.set('screenshot', 'true');
  return `${path}?${query}`;
}

/**
 * Drives a cookie banner through its ARIA contract (the "Cookie consent" region and its
 * buttons) and checks what it leaves in the browser: the consent cookie, the planted visit
 * cookie (cleared under COOK-027), and whether visitor cookies and tracking requests appear.
 */
export function createCookieBannerPageDriver(
  page: Page,
  config: CookieBannerModelConfig,
  options: CookieBannerPageOptions,
): ModelDriver<CookieBannerModelEvent, CookieBannerView> {
  const url = cookieBannerPageUrl(options.path, config);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  const tracking: string[] = [];
  // How many tracking requests the page had made when consent first held, and when it was
  // withdrawn (null: not yet in this path).
  let consentedAt: number | null = null;
  let withdrawnAt: number | null = null;
  const onRequest = (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (TRACKING_PATHS.includes(path)) tracking.push(path);
  };
  const cookies = async () => Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]));

  return {
    async reset() {
      const previous = listening.get(page);
      if (previous) page.off('request', previous);
      await page.context().clearCookies();
      const base = { url: options.origin };
      await page.context().addCookies([
        { name: 'ss_cvr', value: PLANTED_VISIT_COOKIE, ...base },
        ...(config.consent ? [{ name: 'ss_cookieAllowed', value: config.consent, ...base }] : []),
      ]);
      tracking.length = 0;
      consentedAt = null;
      withdrawnAt = null;
      page.on('request', onRequest);
      listening.set(page, onRequest);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie banner');
    },
    async send(event) {
      if (event.type === 'COOKIE_CHANGED') {
        // Another tab writes or clears the consent cookie: the page hears it (Cookie Store API).
        await page.evaluate((consent) => {
          document.cookie = consent === null ? 'ss_cookieAllowed=; Max-Age=0; Path=/' : `ss_cookieAllowed=${consent}; Path=/; SameSite=Lax`;
        }, event.consent);
        return;
      }
      // An ICON call to action is named by its text too (aria-label).
      const button = banner.getByRole('button', { name: event.type === 'ACCEPT' ? 'Accept' : 'Decline', exact: true });
      // In forced preview the buttons are aria-disabled: a visitor can still click them.
      if (event.via === 'click') await button.click({ force: config.forced });
      else await button.press('Enter');
    },
    async expect(view) {
      if (view.state === 'shown') await expect(banner).toBeVisible();
      else await expect(banner).toHaveCount(0);
      await expect(banner.getByRole('button', { name: 'Decline', exact: true })).toHaveCount(view.declinable ? 1 : 0);
      await expect.poll(async () => (await cookies()).ss_cookieAllowed ?? null, { intervals: [20, 50, 100] }).toBe(view.consent);
      await expect.poll(async () => (await cookies()).ss_cvr?.startsWith('planted|') ?? false, { intervals: [20, 50, 100] }).toBe(view.plantedVisitorKept);
      if (view.tracking) {
        // Visitor cookies written and both tracking calls sent.
        await expect.poll(async () => 'ss_cvt' in (await cookies()), { intervals: [20, 50, 100] }).toBe(true);
        await expect.poll(() => [...new Set(tracking)].sort(), { intervals: [20, 50, 100] }).toEqual([...TRACKING_PATHS].sort());
        consentedAt ??= tracking.length;
        withdrawnAt = null;
      } else if (consentedAt === null) {
        expect(tracking, 'no tracking request before consent').toEqual([]);
        expect('ss_cvt' in (await cookies()), 'no session cookie before consent').toBe(false);
      } else {
        // Consent withdrawn (another tab cleared the cookie) after tracking ran on this page: what
        // was sent stays sent, and nothing more is sent while there is no consent.
        withdrawnAt ??= tracking.length;
        expect(tracking.length, 'no tracking request after consent is withdrawn').toBe(withdrawnAt);
      }
      // Each look of the banner on its own; the page without it once per state.
      if (options.axe && view.state === 'shown') await axeOnce(page, `banner ${url}`, '[data-scope="cookie-banner"]');
      else if (options.axe) await axeOnce(page, `cookie banner page, banner ${view.state}`);
    },
  };
}
