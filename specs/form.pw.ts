import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsOwner } from './support/owner.ts';
import { field, fillEverything, forceAnswers, submitButton } from './support/contact-form.ts';

// The React forms against the example backend (its test switch forces answers for this visitor).

async function expectEverythingKept(page: Page, typed: Record<string, string>) {
  for (const [id, value] of Object.entries(typed)) await expect(page.locator(`[id="contact-input-${id}"]`), id).toHaveValue(value);
  await expect(field(page, 'topic')).toHaveValue('Wholesale');
  await expect(page.getByRole('radio', { name: 'Phone' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Workshops' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Sales' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'New products' })).not.toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'Delivery was on time' }).getByRole('radio', { name: 'Strongly Agree' })).toBeChecked();
}

async function expectUnlockedWith(page: Page, message: string) {
  await expect(page.locator('#contact-form-error')).toHaveText(message);
  await expect(page.locator('#contact-form-error')).toBeFocused();
  await expect(page.locator('#contact fieldset')).not.toHaveAttribute('disabled');
  await expect(field(page, 'email')).toBeEnabled();
  await expect(submitButton(page)).toHaveText('Send message');
  await expect(page.locator('#contact-notice-above')).toHaveText('Your form has encountered a problem. Please scroll down to review.');
  await expect(page.locator('#contact-notice-below')).toHaveText('Your form has encountered a problem. Please scroll up to review.');
}

test.describe('bad input: every failure gives its message, unlocks the form and keeps every value', () => {
  const cases: { name: string; answers: { key?: unknown[]; save?: unknown[] }; message: string }[] = [
    { name: '[FORM-027] [FORM-043] a key answer without a key', answers: { key: [{ status: 200, body: {} }] }, message: 'Could not get a form submission key, please try again later.' },
    { name: '[FORM-041] [NET-009] HTML instead of JSON', answers: { save: [{ status: 200, html: '<!doctype html><p>Welcome!</p>' }] }, message: 'Error processing form submission. Please reload and try again.' },
    { name: '[NET-020] [FORM-054] a network failure', answers: { save: [{ network: true }] }, message: 'Unable to connect…' },
  ];
  for (const { name, answers, message } of cases) {
    test(name, async ({ page }) => {
      await page.goto('/demo/form');
      await forceAnswers(page, answers);
      const typed = await fillEverything(page);
      await submitButton(page).click();
      await expectUnlockedWith(page, message);
      await expectEverythingKept(page, typed);
    });
  }

  test('[NET-020] a 30-second hang ends as a connection failure when the request times out', async ({ page }) => {
    await page.clock.install();
    await page.goto('/demo/form');
    await forceAnswers(page, { save: [{ hangMs: 30_000 }] });
    const typed = await fillEverything(page);
    // The key is asked for first (with its own timeout): the clock runs only once the save is on
    // the wire, so on a loaded machine the key's answer is never overtaken by the jump.
    const saveSent = page.waitForRequest((request) => request.url().includes('/api/form/SaveFormSubmission'));
    await submitButton(page).click();
    await saveSent;
    await expect(submitButton(page)).toHaveText('Submitting…');
    await expect(page.locator('#contact fieldset')).toHaveAttribute('disabled');
    await expect(field(page, 'email')).toBeDisabled();
    await page.clock.runFor(15_000);
    await expectUnlockedWith(page, 'Unable to connect…');
    await expectEverythingKept(page, typed);
  });

  test('[FORM-044] [FORM-047] data.errors naming unknown fields: the known ones are marked, the form says its fields could not be read', async ({ page }) => {
    await page.goto('/demo/form');
    await forceAnswers(page, { save: [{ status: 400, body: { errors: { ghost: 'Who?', message: 'Too short.' } } }] });
    const typed = await fillEverything(page);
    await submitButton(page).click();
    await expect(page.locator('#contact-form-error')).toHaveText('Could not parse the form fields, please check your entries.');
    await expect(page.locator('#contact-error-message')).toHaveText('Too short.');
    await expect(field(page, 'message')).toBeFocused();
    await expectEverythingKept(page, typed);
  });
});

test.describe('contact form', () => {
  test('[FORM-018] [FORM-019] [FORM-020] [FORM-012] success hides the form, focuses the success HTML, runs its script; the stored row is listed', async ({ page }) => {
    await page.goto('/demo/form?utm_source=spring-mail');
    await fillEverything(page, 'stored@example.com');
    await submitButton(page).click();
    const success = page.locator('#contact-success');
    await expect(success).toBeFocused();
    await expect(success).toContainText('Thank you, your message was sent.');
    await expect(success.locator('[data-owner-script]')).toHaveText('This line was added by the site owner’s script.');
    await expect(page.locator('#contact-form')).toBeHidden();

    await signInAsOwner(page);
    await page.goto('/admin/submissions');
    const row = page.getByRole('row').filter({ hasText: 'stored@example.com' });
    await expect(row).toContainText('contact');
    await expect(row).toContainText('["","555","010","1234"]'); // FORM-007: the empty country part
    await expect(row).toContainText('spring-mail'); // FORM-012: the hidden field from the query string
    await expect(row).toContainText('{"Delivery was on time":"2"}'); // FORM-011
    await expect(row).toContainText('["Workshops","Sales"]'); // FORM-009
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  });

  test('[FORM-023] [FORM-040] [FORM-048] validation errors sit above each field title, mark the field and take focus', async ({ page }) => {
    await page.goto('/demo/form');
    await field(page, 'email').fill('ada(at)example');
    await submitButton(page).click();
    await expect(field(page, 'name', 0)).toBeFocused();
    await expect(page.locator('#contact-form-error')).toHaveText('One or more fields is invalid, please check your entries.');
    const emailError = page.locator('#contact-error-email');
    await expect(emailError).toHaveText('Email is not valid. Email addresses should follow the format name@example.com.');
    await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'email')).toHaveAccessibleDescription('Email is not valid. Email addresses should follow the format name@example.com.');
    // The error comes before the field's title in the page.
    const order = await page.locator('#contact-field-email').evaluate((element) => [...element.children].map((child) => child.getAttribute('data-part') ?? child.tagName));
    expect(order.slice(0, 2)).toEqual(['error', 'LABEL']);
  });

  test('[FORM-029] [FORM-047] with browser validation off, the server answers 400 with data.errors and the fields are marked', async ({ page }) => {
    await page.goto('/demo/form?validate=off');
    await field(page, 'name', 0).fill('Ada');
    await field(page, 'email').fill('ada(at)example');
    await submitButton(page).click();
    await expect(page.locator('#contact-error-email')).toHaveText('Email is not valid. Email addresses should follow the format name@example.com.');
    await expect(page.locator('#contact-error-name')).toHaveText('Name is required.');
    await expect(page.locator('#contact-error-message')).toHaveText('Message is required.');
    await expect(field(page, 'name', 0)).toBeFocused();
    await expect(page.locator('#contact-notice-below')).toBeVisible();
  });

  test('[FORM-038] [WID-014] [WID-015] the textarea counter shows n / max live and turns to its error state over the limit', async ({ page }) => {
    await page.goto('/demo/form');
    const counter = page.locator('#contact-counter-message');
    await expect(counter).toHaveText('0 / 500');
    await field(page, 'message').fill('Hello');
    await expect(counter).toHaveText('5 / 500');
    await expect(counter).toHaveAttribute('data-state', 'within');
    await field(page, 'message').fill('x'.repeat(501));
    await expect(counter).toHaveText('501 / 500');
    await expect(counter).toHaveAttribute('data-state', 'over');
    await submitButton(page).click();
    await expect(page.locator('#contact-error-message')).toHaveText('You have exceeded the character limit.');
  });

  test('[NET-012] [ERR-018] an authorizationFail answer shows the system error overlay with the URL, format and text', async ({ page }) => {
    await page.goto('/demo/form');
    await forceAnswers(page, { key: [{ status: 401, body: { authorizationFail: true, error: 'Your session is not allowed to post here.' } }] });
    await fillEverything(page);
    await submitButton(page).click();
    const overlay = page.getByRole('alertdialog', { name: 'Error' });
    await expect(overlay).toContainText('Your session is not allowed to post here.');
    await expect(overlay).toContainText('URL: /api/form/FormSubmissionKey');
    await expect(overlay).toContainText('Format: json');
    await expect(page.locator('#contact-form-error')).toHaveText('Could not get a form submission key, please try again later.');
  });
});

test.describe('captcha container', () => {
  test('[FORM-028] [FORM-024] [BLK-074] [BLK-075] a required captcha must be solved; a failure resets it; it renders once', async ({ page }) => {
    await page.goto('/demo/form?captcha=required');
    await fillEverything(page);
    await submitButton(page).click();
    await expectUnlockedWith(page, 'Complete CAPTCHA before submitting.');
    const captcha = page.locator('#contact-captcha');
    await captcha.getByRole('checkbox', { name: 'I am not a robot' }).check();
    await expect(captcha.getByRole('status')).toHaveText('Verified');
    await forceAnswers(page, { save: [{ status: 500, body: {} }] });
    await submitButton(page).click();
    await expect(page.locator('#contact-form-error')).toHaveText('Unable to send form. Please try again later.');
    await expect(captcha.getByRole('checkbox')).not.toBeChecked();
    await expect(captcha.getByRole('status')).toHaveText('Check the box again to submit.');
    await expect(captcha.locator('.demo-captcha')).toHaveCount(1);
    // Solved again, the same captcha's token gets the submission through the real backend.
    await captcha.getByRole('checkbox').check();
    await expect(captcha.getByRole('status')).toHaveText('Verified');
    await submitButton(page).click();
    await expect(page.locator('#contact-success')).toBeFocused();
  });

  test('[FORM-025] an expired captcha disables the bound submit button again', async ({ page }) => {
    await page.clock.install();
    await page.goto('/demo/form?captcha=bound');
    await expect(submitButton(page)).toBeDisabled();
    await page.locator('#contact-captcha').getByRole('checkbox').check();
    await expect(submitButton(page)).toBeEnabled();
    await page.clock.runFor(120_000);
    await expect(page.locator('#contact-captcha').getByRole('status')).toHaveText('The check expired; check the box again.');
    await expect(submitButton(page)).toBeDisabled();
  });

  test('[BLK-077] the captcha renders compact in a container under 320 px wide, otherwise normal', async ({ browser }) => {
    for (const [width, size] of [
      [300, 'compact'],
      [800, 'normal'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto('/demo/form?captcha=required');
      await expect(page.locator('#contact-captcha .demo-captcha')).toHaveAttribute('data-size', size);
      await context.close();
    }
  });
});

test.describe('newsletter', () => {
  test('[BLK-070] the sign-up uses its small layout in a container under 320 px', async ({ page }) => {
    await page.goto('/demo/newsletter');
    await expect(page.locator('section.sm-newsletter').filter({ has: page.locator('#newsletter-narrow') })).toHaveAttribute('data-layout', 'small');
    await expect(page.locator('section.sm-newsletter').filter({ has: page.locator('#newsletter-wide') })).toHaveAttribute('data-layout', 'normal');
  });

  test('[FORM-049] a 400 with field errors marks the email field but shows no errors-above notice; then it signs up', async ({ page }) => {
    await page.goto('/demo/newsletter');
    await forceAnswers(page, { save: [{ status: 400, body: { errors: { email: 'This address is already signed up.' } } }] });
    const form = page.locator('#newsletter-wide');
    await form.getByRole('textbox', { name: /Email address/ }).fill('ada@example.com');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.locator('#newsletter-wide-error-email')).toHaveText('This address is already signed up.');
    await expect(page.locator('#newsletter-wide-input-email')).toBeFocused();
    await expect(page.locator('#newsletter-wide-notice-below')).toBeHidden();
    await expect(page.locator('#newsletter-wide-notice-above')).toBeHidden();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.locator('#newsletter-wide-success')).toHaveText('Thank you for signing up!');
    await expect(page.locator('#newsletter-wide-success')).toBeFocused();
  });
});
