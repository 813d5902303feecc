import { expect, type Page, type Route } from '@playwright/test';
import { formPartId } from '../../machines/form/connect.ts';
import { STORAGE_KEYS } from '../../machines/popup-overlay/constants.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { initialStored, type PopupOverlayModelConfig, type PopupOverlayModelEvent, type PopupOverlayView } from '../popup-overlay/spec.ts';
import { axeOnce } from './axe.ts';

export interface PopupOverlayPageOptions {
  /** The page that shows the popup; the configuration's settings go in its query. */
  path: string;
  /** The dialog's accessible name. */
  title: string;
  /** The id of the sign-up form's root (its parts' ids derive from it). */
  signUpId: string;
  /** The sign-up button's text and the thank-you after a saved sign-up. */
  submitText: string;
  thanks: string;
  /** The form backend's test switch (forced answers) and its read-only list of stored submissions. */
  answersRoute: string;
  submissionsRoute: string;
  /** Signs the page in as whoever may read the stored submissions (the site owner), when needed. */
  signIn?: (page: Page) => Promise<void>;
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

/** The path of the save call, which the driver holds until the model's server answer. */
const SAVE_PATH = '/api/form/SaveFormSubmission';

let addresses = 0;
/** A fresh address per sign-up, so the stored row found is this one. */
const newAddress = () => `popup-${Date.now().toString(36)}-${(addresses += 1)}@example.com`;

/**
 * Drives a popup overlay through its ARIA contract (a modal dialog named by its title, its
 * Close button, Esc, the newsletter sign-up form inside) with the page clock fixed at the
 * configuration's time, and reads local storage for what it remembers. The sign-up goes to the
 * real example backend: the driver holds the save call in the browser until the model's answer,
 * then lets it through (SAVE_OK: stored in SQLite, found again in the submissions list) or first
 * tells the server's test switch to answer 500 (SAVE_FAILED). Each path is a new visitor.
 */
export function createPopupOverlayPageDriver(
  page: Page,
  config: PopupOverlayModelConfig,
  options: PopupOverlayPageOptions,
): ModelDriver<PopupOverlayModelEvent, PopupOverlayView> {
  const url = popupOverlayPageUrl(options.path, config);
  const dialog = page.getByRole('dialog', { name: options.title });
  const part = (name: Parameters<typeof formPartId>[1], fieldId?: string) => page.locator(`[id="${formPartId(options.signUpId, name, fieldId)}"]`);
  const email = part('input', 'email');
  const submitButton = page.locator(`[id="${options.signUpId}"] [data-part="submit"]`);
  const held: Route[] = [];
  let typed = '';
  const readStored = () =>
    page.evaluate((keys) => ({ closedAt: localStorage.getItem(keys.closedAt), version: localStorage.getItem(keys.version), submitted: localStorage.getItem(keys.submitted) }), STORAGE_KEYS);
  const forceAnswers = async (answers: { save?: unknown[] }) => expect((await page.request.post(options.answersRoute, { data: answers })).ok()).toBe(true);
  // The planner also tries an answer with nothing in flight (the spec ignores it): nothing happens.
  const answer = async (answers: { save?: unknown[] }) => {
    const route = held.shift();
    if (!route) return;
    await forceAnswers(answers);
    await route.continue();
  };
  const storedAddresses = async () => {
    await options.signIn?.(page);
    const body = (await (await page.request.get(options.submissionsRoute)).json()) as { submissions: { formId: string; values: { email?: unknown } }[] };
    return body.submissions.map((row) => row.values.email);
  };

  return {
    async reset() {
      held.length = 0;
      typed = '';
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      // A new visitor each path: no forced answers left over, and the backend's limit of 5
      // submissions a minute counts afresh.
      await page.context().clearCookies();
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
      await forceAnswers({});
      await page.route(
        (address) => address.pathname === SAVE_PATH,
        (route) => {
          held.push(route);
        },
      );
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Popup overlay');
    },
    async send(event) {
      switch (event.type) {
        case 'SUBMIT':
          typed = newAddress();
          await email.fill(typed);
          await submitButton.click();
          // Sent: the key was issued and the save waits in the browser for the model's answer.
          await expect.poll(() => held.length, { message: 'the save call in flight' }).toBe(1);
          return;
        case 'SAVE_OK':
          return answer({});
        case 'SAVE_FAILED':
          return answer({ save: [{ status: 500, body: {} }] });
        default:
          if (event.via === 'Escape') await page.keyboard.press('Escape');
          else await dialog.getByRole('button', { name: 'Close' }).click();
      }
    },
    async expect(view) {
      const root = page.locator('[data-scope="popup-overlay"][data-part="dialog"]');
      if (view.state === 'hidden') await expect(root).toHaveCount(0);
      else await expect(root).toHaveAttribute('data-state', view.state);
      if (view.state === 'shown' || view.state === 'submitted') {
        await expect(dialog).toBeVisible();
        // A modal dialog holds the focus.
        await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      } else {
        await expect(dialog).toBeHidden();
        // The page below is usable again.
        await expect(page.getByRole('button', { name: 'Forget the popup' })).toBeEnabled();
      }
      if (view.state === 'shown') {
        // The form, as the sign-up left it: locked while sent, its message after a refusal, the
        // address the visitor typed kept.
        await expect(submitButton).toHaveText(view.submitting ? 'Submitting…' : options.submitText);
        if (view.formMessage === null) await expect(part('form-error')).toBeHidden();
        else await expect(part('form-error')).toHaveText(view.formMessage);
        await expect(email).toHaveValue(view.emailTyped ? typed : '');
      }
      if (view.state === 'submitted') {
        // [FORM-019] The form's thank-you replaces it and takes the focus.
        await expect(part('success')).toHaveText(options.thanks);
        await expect(part('success')).toBeFocused();
      }
      // A saved sign-up is a row in the backend's database; a refused one is not.
      if (typed !== '' && !view.submitting) {
        const rows = await storedAddresses();
        if (view.saved) expect(rows, 'the saved sign-up is stored').toContain(typed);
        else expect(rows, 'a refused sign-up is not stored').not.toContain(typed);
      }
      expect(await readStored()).toEqual(view.stored);
      if (options.axe && view.state !== 'hidden') {
        await axeOnce(page, `popup overlay ${config.settings.style} ${view.state} ${view.submitting ? 'sending' : ''} ${view.formMessage ?? ''}`);
      }
    },
  };
}
