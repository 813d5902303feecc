import { expect, type Page } from '@playwright/test';

// The contact form of /demo/form as its Playwright specs drive it (form.pw.ts, captcha-provider.pw.ts).

/** Forces the example backend's next answers for this visitor (its test switch). */
export async function forceAnswers(page: Page, answers: { key?: unknown[]; save?: unknown[] }) {
  expect((await page.request.post('/api/test/form-answers', { data: answers })).ok()).toBe(true);
}

export const field = (page: Page, id: string, index?: number) => page.locator(`[id="contact-input-${id}${index === undefined ? '' : `-${index}`}"]`);
export const submitButton = (page: Page) => page.locator('#contact [data-part="submit"]');

/** Fills in every kind of field of the contact form; returns what each input must still hold. */
export async function fillEverything(page: Page, email = 'ada@example.com') {
  const typed: Record<string, string> = {
    'name-0': 'Ada',
    'name-1': 'Lovelace',
    email,
    'phone-0': '555',
    'phone-1': '010',
    'phone-2': '1234',
    'address-0': '1 Main St',
    'address-2': 'Springfield',
    'address-4': '62701',
    'address-5': 'United States',
    website: 'https://ada.example',
    'visit-date-0': '05',
    'visit-date-1': '17',
    'visit-date-2': '2026',
    'visit-time-0': '09',
    'visit-time-1': '30',
    'visit-time-2': 'AM',
    'team-size': '12',
    budget: '1500',
    message: 'Hello, this is Ada.',
  };
  for (const [id, value] of Object.entries(typed)) await page.locator(`[id="contact-input-${id}"]`).fill(value);
  await field(page, 'topic').selectOption('Wholesale');
  await page.getByRole('radio', { name: 'Phone' }).check();
  await page.getByRole('checkbox', { name: 'Workshops' }).check();
  await page.getByRole('checkbox', { name: 'Sales' }).check();
  await page.getByRole('radiogroup', { name: 'Delivery was on time' }).getByRole('radio', { name: 'Strongly Agree' }).check();
  return typed;
}
