import { expect, test } from '@playwright/test';
import { field, fillEverything, forceAnswers, submitButton } from './support/contact-form.ts';

// The contact form with the captcha service's API (its local stand-in, BLK-076) in place of the
// demo provider: the form's captcha rules hold the same (FORM-024, FORM-025, FORM-028).

const RECAPTCHA = '/demo/form?captcha=required&captchaProvider=recaptcha';

test.describe('captcha service provider', () => {
  test('[BLK-076] [FORM-028] [FORM-024] [BLK-074] [BLK-075] the service script is loaded with the site key; the captcha must be solved; a failure resets it; it renders once', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/providers/')) scripts.push(request.url());
    });
    await page.goto(RECAPTCHA);
    const captcha = page.locator('#contact-captcha');
    const box = captcha.getByRole('checkbox', { name: "I'm not a robot" });
    await expect(box).toBeVisible();
    await expect(captcha.locator('.standin-captcha')).toHaveAttribute('data-sitekey', 'example-site-captcha-key');
    expect(scripts).toHaveLength(1);
    expect(new URL(scripts[0]!).pathname + new URL(scripts[0]!).search).toBe('/providers/recaptcha.js?render=explicit');
    await fillEverything(page);
    await submitButton(page).click();
    await expect(page.locator('#contact-form-error')).toHaveText('Complete CAPTCHA before submitting.');
    await box.check();
    await expect(captcha.getByRole('status')).toHaveText('Verified');
    await forceAnswers(page, { save: [{ status: 500, body: {} }] });
    await submitButton(page).click();
    await expect(page.locator('#contact-form-error')).toHaveText('Unable to send form. Please try again later.');
    // [FORM-024] reset through the service's reset(widgetId).
    await expect(box).not.toBeChecked();
    await expect(captcha.getByRole('status')).toHaveText('Check the box again to submit.');
    await expect(captcha.locator('.standin-captcha')).toHaveCount(1);
    await box.check();
    await expect(captcha.getByRole('status')).toHaveText('Verified');
    await submitButton(page).click();
    await expect(page.locator('#contact-success')).toBeFocused();
  });

  test('[FORM-025] [BLK-075] with the submit bound to the captcha, it is enabled only while the service holds a solution', async ({ page }) => {
    await page.clock.install();
    await page.goto('/demo/form?captcha=bound&captchaProvider=recaptcha');
    await expect(submitButton(page)).toBeDisabled();
    await page.locator('#contact-captcha').getByRole('checkbox').check();
    await expect(submitButton(page)).toBeEnabled();
    await page.clock.runFor(120_000);
    await expect(page.locator('#contact-captcha').getByRole('status')).toHaveText('The check expired; check the box again.');
    await expect(submitButton(page)).toBeDisabled();
  });

  test('[BLK-077] the service renders compact in a container under 320 px wide, otherwise normal', async ({ browser }) => {
    for (const [width, size] of [
      [300, 'compact'],
      [800, 'normal'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(RECAPTCHA);
      await expect(page.locator('#contact-captcha .standin-captcha')).toHaveAttribute('data-size', size);
      await context.close();
    }
  });

  test('[BLK-078] [BLK-076] no site key in the page context: ReCaptcha has not been set up!, and the form still says the captcha is needed', async ({ page }) => {
    await page.goto('/demo/form?captcha=required&captchaProvider=missing');
    await expect(page.locator('#contact-captcha').getByRole('alert')).toHaveText('ReCaptcha has not been set up!');
    await fillEverything(page);
    await submitButton(page).click();
    await expect(page.locator('#contact-form-error')).toHaveText('Complete CAPTCHA before submitting.');
  });

  test('[BLK-078] a captcha service script that fails: ReCaptcha has not been set up!', async ({ page }) => {
    await page.goto('/demo/form?captcha=required&captchaProvider=recaptcha&provider=error');
    await expect(page.locator('#contact-captcha').getByRole('alert')).toHaveText('ReCaptcha has not been set up!');
  });
});
