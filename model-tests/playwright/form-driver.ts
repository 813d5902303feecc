import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Route } from '@playwright/test';
import { formPartId } from '../../machines/form/connect.ts';
import { partLabels } from '../../machines/form/fields.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { FILLS, MODEL_FORM_FIELDS, SAVE_ANSWERS, type FormModelEvent, type FormView } from '../form/spec.ts';

export interface FormPageOptions {
  /** The page that shows the form, with the model configuration's captcha and redirect settings. */
  url: string;
  /** The form's id on that page (its root element id). */
  rootId: string;
  /** The submit button's text when idle. */
  submitText: string;
  /** Where a success redirect lands. */
  redirectPath: string;
  /** The route of the server's test switch, which sets how it answers this visitor's next calls. */
  answersRoute: string;
  /** Run axe-core in every distinct view reached; a violation fails the step. */
  axe?: boolean;
}

const FORM_CALLS = ['/api/form/FormSubmissionKey', '/api/form/SaveFormSubmission'];

// One axe run per page and kind of view per worker: a view looks the same on every path.
const axeChecked = new Set<string>();

/** The DOM ids of the form's parts, as `connect` derives them. */
interface FormIds {
  root: string;
  form: string;
  success: string;
  formError: string;
  notices: [string, string];
  /** Per field: its error and its inputs (one, or one per part). */
  fields: Record<string, { error: string; inputs: string[] }>;
}

function formIds(rootId: string): FormIds {
  const inputsOf = (id: string) => {
    const parts = partLabels(MODEL_FORM_FIELDS.find((field) => field.id === id) ?? { id, type: 'text' });
    return parts.length === 0 ? [formPartId(rootId, 'input', id)] : parts.map((_, index) => formPartId(rootId, 'input', id, index));
  };
  return {
    root: rootId,
    form: formPartId(rootId, 'form'),
    success: formPartId(rootId, 'success'),
    formError: formPartId(rootId, 'form-error'),
    notices: [formPartId(rootId, 'notice-above'), formPartId(rootId, 'notice-below')],
    fields: Object.fromEntries(MODEL_FORM_FIELDS.map((field) => [field.id, { error: formPartId(rootId, 'error', field.id), inputs: inputsOf(field.id) }])),
  };
}

/** Everything the view covers, read from the page in one round trip. */
function readView({ ids, typedIds }: { ids: FormIds; typedIds: string[] }) {
  const element = (id: string) => document.getElementById(id);
  const shown = (id: string) => element(id)?.checkVisibility() ?? false;
  const form = element(ids.form) as HTMLFormElement | null;
  const submit = document.querySelector<HTMLButtonElement>(`[id="${ids.root}"] [data-part="submit"]`);
  const active = document.activeElement?.id ?? '';
  const fields = Object.entries(ids.fields);
  const valueOf = (inputs: string[]) => {
    const values = inputs.map((id) => (element(id) as HTMLInputElement | null)?.value ?? null);
    return values.length === 1 ? values[0] : values;
  };
  return {
    path: window.location.pathname,
    formShown: form?.checkVisibility() ?? false,
    successShown: shown(ids.success),
    locked: form?.querySelector('fieldset')?.disabled ?? false,
    submitText: submit?.textContent ?? null,
    submitDisabled: submit?.disabled ?? null,
    fieldErrors: Object.fromEntries(fields.filter(([, field]) => shown(field.error)).map(([id, field]) => [id, element(field.error)?.textContent ?? ''])),
    invalidMarked: fields.filter(([, field]) => element(field.inputs[0] ?? '')?.getAttribute('aria-invalid') === 'true').map(([id]) => id),
    formError: shown(ids.formError) ? (element(ids.formError)?.textContent ?? '') : null,
    notices: ids.notices.every(shown),
    focus:
      active === ids.success
        ? 'success'
        : active === ids.formError
          ? 'form-error'
          : (fields.find(([, field]) => field.inputs[0] === active)?.[0]?.replace(/^/, 'field:') ?? `other:${active}`),
    typed: Object.fromEntries(typedIds.map((id) => [id, valueOf(ids.fields[id]?.inputs ?? [])])),
  };
}

/**
 * Drives a form on a page through the ids and ARIA `connect` gives, against the real example
 * backend: the driver holds each form call in the browser until the model's server event, then
 * tells the server (through its test switch) how to answer and lets the call through. Typing is
 * real typing; the captcha is the page's demo provider.
 */
export function createFormPageDriver(page: Page, options: FormPageOptions): ModelDriver<FormModelEvent, FormView> {
  const { rootId } = options;
  const byId = (id: string) => page.locator(`[id="${id}"]`);
  const held: Route[] = [];
  let typed: Record<string, unknown> = {};
  const ids = formIds(rootId);

  const forceAnswers = async (answers: { key?: unknown[]; save?: unknown[] }) => {
    const response = await page.request.post(options.answersRoute, { data: answers });
    expect(response.ok()).toBe(true);
  };
  /** Lets the oldest held form call through, after telling the server how to answer it. */
  const release = async (answers: { key?: unknown[]; save?: unknown[] }) => {
    await expect.poll(() => held.length, { message: 'a form call to answer' }).toBeGreaterThan(0);
    await forceAnswers(answers);
    await held.shift()?.continue();
  };

  return {
    async reset() {
      held.length = 0;
      typed = {};
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.context().clearCookies();
      // The worker's shared page may carry a paused fake clock from another driver; the form runs
      // in real time (axe-core and the captcha's expiry use timers).
      await page.clock.resume();
      // A new visitor, with the crumb cookie the data layer would fetch on its first call.
      await forceAnswers({});
      await page.request.post(FORM_CALLS[0] ?? '');
      await page.route(
        (url) => FORM_CALLS.includes(url.pathname),
        (route) => {
          held.push(route);
        },
      );
      await page.goto(options.url);
      await expect(byId(formPartId(rootId, 'form'))).toBeVisible();
    },
    async send(event) {
      switch (event.type) {
        case 'SUBMIT': {
          const fill = FILLS[event.fill];
          // A locked form cannot be typed in; the visitor can only press the button again.
          if (await byId(formPartId(rootId, 'input', 'email')).isEnabled()) {
            await byId(formPartId(rootId, 'input', 'name', 0)).fill(fill.name[0]);
            await byId(formPartId(rootId, 'input', 'name', 1)).fill(fill.name[1]);
            await byId(formPartId(rootId, 'input', 'email')).fill(fill.email);
            await byId(formPartId(rootId, 'input', 'topic')).selectOption(fill.topic);
            await byId(formPartId(rootId, 'input', 'message')).fill(fill.message);
            typed = fill;
          }
          const submit = page.locator(`[id="${rootId}"] [data-part="submit"]`);
          // A disabled button cannot be pressed (FORM-025); an aria-disabled one can, and is ignored.
          if (await submit.isEnabled()) await submit.click();
          return;
        }
        case 'CAPTCHA_COMPLETE':
          await byId(formPartId(rootId, 'captcha')).getByRole('checkbox').check();
          await expect(byId(formPartId(rootId, 'captcha')).getByRole('status')).toHaveText('Verified');
          return;
        case 'CAPTCHA_EXPIRE':
          await byId(formPartId(rootId, 'captcha')).getByRole('checkbox').uncheck();
          return;
        case 'KEY_ISSUED':
          return release({});
        case 'KEY_MISSING':
          return release({ key: [{ status: 200, body: {} }] });
        case 'KEY_FAILED':
          return release({ key: [{ status: 500, body: { error: 'Key service down.' } }] });
        case 'SAVE_OK':
          return release({});
        case 'SAVE_FAILED':
          return release({ save: [{ status: event.status, body: SAVE_ANSWERS[event.status] }] });
      }
    },
    async expect(view) {
      const fieldIds = MODEL_FORM_FIELDS.map((field) => field.id);
      if (view.redirected) {
        // A whole navigation to a server-rendered page: on a loaded machine it can pass the default 3 s.
        await expect(page).toHaveURL((url) => url.pathname === options.redirectPath, { timeout: 15_000 });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        return;
      }
      const expected = {
        path: new URL(options.url, 'http://localhost').pathname,
        formShown: view.state !== 'success',
        successShown: view.state === 'success',
        locked: view.state === 'submitting',
        submitText: view.state === 'success' ? expect.anything() : view.state === 'submitting' ? 'Submitting…' : options.submitText,
        submitDisabled: view.state === 'success' ? expect.anything() : view.submitDisabled,
        fieldErrors: view.fieldErrors,
        invalidMarked: fieldIds.filter((id) => view.fieldErrors[id] !== undefined),
        formError: view.formError,
        notices: view.notices,
        focus: view.focus === null ? expect.anything() : view.focus,
        typed: view.state === 'success' ? expect.anything() : typed,
      };
      await expect
        .poll(() => page.evaluate(readView, { ids, typedIds: Object.keys(typed) }), { intervals: [20, 20, 50, 100] })
        .toEqual(expected);

      const axeKey = JSON.stringify([options.url, view.state, view.formError !== null, Object.keys(view.fieldErrors).length > 0, view.submitDisabled]);
      if (options.axe && !axeChecked.has(axeKey)) {
        axeChecked.add(axeKey);
        const results = await new AxeBuilder({ page }).include(`[id="${rootId}"]`).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`), `axe on ${options.url}`).toEqual([]);
      }
    },
  };
}
