import { expect, test, type Page } from '@playwright/test';
import { signInAsOwner } from './support/owner.ts';

// The popup overlay's sign-up end to end, against the example backend (SQLite), over page loads.

const popupUrl = (showUntilSignup: boolean) => `/demo/popup-overlay?style=2&displayFrequency=0&version=1&showUntilSignup=${showUntilSignup}`;
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Join our newsletter' });
const email = (page: Page) => page.locator('[id="newsletter-popup-signup-input-email"]');
const signUp = (page: Page) => page.locator('#newsletter-popup-signup [data-part="submit"]');
const storedSignUp = (page: Page) => page.evaluate(() => localStorage.getItem('popupOverlay.submitted'));

async function forceAnswers(page: Page, answers: { key?: unknown[]; save?: unknown[] }) {
  expect((await page.request.post('/api/test/form-answers', { data: answers })).ok()).toBe(true);
}

test('[BLK-060] [BLK-061] only a saved sign-up counts: refused, the popup stays open and comes back; saved, it is stored and stays away on the next load', async ({ page }) => {
  const address = `reader-${Date.now().toString(36)}@example.com`;
  // Frequency 0: closing alone would not keep it away, so only the sign-up can.
  await page.goto(popupUrl(true));
  await expect(dialog(page)).toBeVisible();

  // The server refuses the save: the form says so, keeps the address, the popup stays open.
  await forceAnswers(page, { save: [{ status: 500, body: {} }] });
  await email(page).fill(address);
  await signUp(page).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('Unable to send form. Please try again later.');
  await expect(email(page)).toHaveValue(address);
  await expect(dialog(page)).toBeVisible();
  await expect(page.locator('[data-scope="popup-overlay"][data-part="dialog"]')).toHaveAttribute('data-state', 'shown');
  expect(await storedSignUp(page)).toBeNull();

  // A refused sign-up is no sign-up: the next load shows the popup again.
  await page.reload();
  await expect(dialog(page)).toBeVisible();

  // The real save: stored in SQLite, thanked, remembered.
  await email(page).fill(address);
  await signUp(page).click();
  const thanks = page.locator('[id="newsletter-popup-signup-success"]');
  await expect(thanks).toHaveText('Thank you for signing up!');
  await expect(thanks).toBeFocused();
  expect(await storedSignUp(page)).toBe('true');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Popup overlay');
  await expect(page.locator('[data-scope="popup-overlay"][data-part="dialog"]')).toHaveCount(0);

  await signInAsOwner(page);
  await page.goto('/admin/submissions');
  const row = page.getByRole('row').filter({ hasText: address });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText('newsletter');
});

test('[BLK-060] without showUntilSignup a saved sign-up does not keep the popup away (frequency 0 shows it on the next load)', async ({ page }) => {
  await page.goto(popupUrl(false));
  await email(page).fill(`other-${Date.now().toString(36)}@example.com`);
  await signUp(page).click();
  await expect(dialog(page).getByText('Thank you for signing up!')).toBeVisible();
  expect(await storedSignUp(page)).toBe('true');
  await page.reload();
  await expect(dialog(page)).toBeVisible();
});
