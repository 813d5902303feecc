import { expect, test, type Locator, type Page } from '@playwright/test';
import { LIGHTBOX_FADE_MS } from '../machines/lightbox/constants.ts';

// Issue 21, item 6: one modal mechanism (the dialog stack, on the focus-trap library) for every
// dialog kind. Each test opens its dialogs from the keyboard and checks the WAI-ARIA modal dialog
// pattern in Chromium: focus moves in and Tab cannot leave, everything outside the top dialog is
// inert (the page and the dialogs below), and Esc closes the newest first, focus returning where
// it was before each.

/** The page's own content (what the server rendered); dialogs live in the dialog root beside it. */
const pageRoot = (page: Page) => page.locator('#root');
const isInert = (locator: Locator) => locator.evaluate((element) => element.closest('[inert]') !== null);
const holdsFocus = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));

/** Tab and Shift+Tab, each several times round: focus never leaves `dialog`. */
async function expectTrapped(page: Page, dialog: Locator) {
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await holdsFocus(dialog), `focus stays in the dialog after ${key}`).toBe(true);
  }
}

/** Focuses `opener` and presses Enter on it: a keyboard user opening a dialog. */
async function openFromKeyboard(page: Page, opener: Locator) {
  await opener.focus();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
}

/** The clock is paused before the page loads: information's 2 s and the fades run only when told. */
async function start(page: Page, url: string) {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
  await page.goto(url);
  // The page's keys are bound once the dialogs demo's notice is portalled into the dialog root.
  if (url === '/demo/dialogs') await expect(page.getByRole('complementary', { name: 'Demo notice' })).toBeVisible();
}

const KINDS: { kind: string; opener: string; role: 'dialog' | 'alertdialog'; name: string; focused: string | null }[] = [
  { kind: 'confirmation', opener: 'Confirm or cancel', role: 'alertdialog', name: 'Delete this photo?', focused: 'Confirm' },
  { kind: 'alert', opener: 'Alert', role: 'alertdialog', name: 'Saved', focused: 'OK' },
  // Information has no buttons: its box takes the focus.
  { kind: 'information', opener: 'Information', role: 'dialog', name: 'Copied', focused: null },
  { kind: 'system error', opener: 'Cleaned error', role: 'alertdialog', name: 'Something Went Wrong!', focused: 'Reload Page' },
  // The lightbox's box takes the focus while it fades in, then its Close control [LBX-006].
  { kind: 'lightbox', opener: 'Open the favourites lightbox', role: 'dialog', name: 'Favourites', focused: 'Close' },
];

test.describe('one modal mechanism for every dialog kind', () => {
  for (const { kind, opener: openerName, role, name, focused } of KINDS) {
    test(`[NAV-007] [NAV-010] the ${kind}: opened from the keyboard it takes the focus, traps Tab, makes the page inert; Esc closes it and focus returns`, async ({ page }) => {
      await start(page, '/demo/dialogs');
      const opener = page.getByRole('button', { name: openerName, exact: true });
      await openFromKeyboard(page, opener);
      const dialog = page.getByRole(role, { name });
      await expect(dialog).toBeVisible();
      if (kind === 'lightbox') await page.clock.runFor(LIGHTBOX_FADE_MS);
      if (focused) await expect(dialog.getByRole('button', { name: focused, exact: true })).toBeFocused();
      else await expect.poll(() => holdsFocus(dialog)).toBe(true);
      await expect.poll(() => isInert(pageRoot(page))).toBe(true);
      expect(await isInert(opener)).toBe(true);
      expect(await isInert(dialog)).toBe(false);
      await expectTrapped(page, dialog);

      await page.keyboard.press('Escape');
      await expect(opener).toBeFocused();
      await expect.poll(() => isInert(pageRoot(page))).toBe(false);
      await page.clock.runFor(LIGHTBOX_FADE_MS);
      await expect(dialog).toHaveCount(0);
      if (kind !== 'lightbox' && kind !== 'system error') await expect(page.getByRole('status').filter({ hasText: 'Last answer' })).toHaveText('Last answer: cancel');
    });
  }

  test('[NAV-007] [NAV-010] [LBX-021] a confirmation over a lightbox: the lightbox below is inert too; Esc closes the confirmation, then the lightbox, focus returning step by step', async ({ page }) => {
    await start(page, '/demo/dialogs');
    const opener = page.getByRole('button', { name: 'Open the favourites lightbox' });
    await openFromKeyboard(page, opener);
    await page.clock.runFor(LIGHTBOX_FADE_MS);
    const lightbox = page.getByRole('dialog', { name: 'Favourites' });
    const remove = lightbox.getByRole('button', { name: 'Remove from favourites' });
    await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();
    // From the keyboard: Shift+Tab round to the page's own action in the lightbox, then Enter.
    for (let step = 0; step < 8 && !(await remove.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('Shift+Tab');
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');

    const confirmation = page.getByRole('alertdialog', { name: 'Remove from favourites?' });
    await expect(confirmation.getByRole('button', { name: 'Remove' })).toBeFocused();
    await expect.poll(() => isInert(lightbox)).toBe(true);
    expect(await isInert(pageRoot(page))).toBe(true);
    expect(await isInert(confirmation)).toBe(false);
    await expectTrapped(page, confirmation);

    // Esc: the newest first. The lightbox is live again and the focus is back on its action.
    await page.keyboard.press('Escape');
    await expect(remove).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Last answer' })).toHaveText('Last answer: cancel');
    await expect.poll(() => isInert(lightbox)).toBe(false);
    expect(await isInert(pageRoot(page))).toBe(true);
    await expectTrapped(page, lightbox);

    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();
    await expect.poll(() => isInert(pageRoot(page))).toBe(false);
    await page.clock.runFor(LIGHTBOX_FADE_MS);
    await expect(lightbox).toHaveCount(0);
  });

  test('[NAV-007] [NAV-010] [LBX-021] a lightbox over the popup: the popup below is inert too; Esc closes the lightbox, then the popup, focus returning step by step', async ({ page }) => {
    await start(page, '/demo/popup-overlay?style=2&displayFrequency=0&version=1&showUntilSignup=false');
    const popup = page.getByRole('dialog', { name: 'Join our newsletter' });
    await expect(popup).toBeVisible();
    // The popup opens itself at load: it holds the focus and the page is inert.
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect.poll(() => isInert(pageRoot(page))).toBe(true);
    await expectTrapped(page, popup);

    const opener = popup.getByRole('button', { name: 'See this month’s arrivals' });
    for (let step = 0; step < 8 && !(await opener.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('Tab');
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog', { name: "This month's arrivals" });
    await expect(lightbox).toBeVisible();
    await page.clock.runFor(LIGHTBOX_FADE_MS);
    await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect.poll(() => isInert(popup)).toBe(true);
    expect(await isInert(pageRoot(page))).toBe(true);
    await expectTrapped(page, lightbox);

    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();
    await expect.poll(() => isInert(popup)).toBe(false);
    expect(await isInert(pageRoot(page))).toBe(true);
    await expectTrapped(page, popup);

    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(page.locator('[data-scope="popup-overlay"][data-part="dialog"]')).toHaveAttribute('data-state', 'closed');
    await expect.poll(() => isInert(pageRoot(page))).toBe(false);
    await expect(page.getByRole('button', { name: 'Forget the popup' })).toBeEnabled();
  });
});
