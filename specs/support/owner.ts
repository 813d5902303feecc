import { expect, type Page } from '@playwright/test';

/** The example backend's demo owner password (SITE_OWNER_PASSWORD is not set for the tests). */
export const DEMO_OWNER_PASSWORD = 'owner-demo';

/** Signs the page's browser context in as the site owner (the session cookie is HttpOnly). */
export async function signInAsOwner(page: Page): Promise<void> {
  const answer = await page.request.post('/api/owner/login', { data: { password: DEMO_OWNER_PASSWORD } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** What the example server stored of a kind (track, census-hits, javascript-errors, trace), read as the owner. */
export async function recordedEvents(page: Page, kind: string): Promise<Record<string, unknown>[]> {
  const answer = await page.request.get(`/api/owner/events?kind=${kind}`);
  if (answer.status() === 401) {
    await signInAsOwner(page);
    return recordedEvents(page, kind);
  }
  return ((await answer.json()) as { records: Record<string, unknown>[] }).records;
}
