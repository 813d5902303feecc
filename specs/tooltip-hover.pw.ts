import { expect, test } from '@playwright/test';

// The three tooltips of /demo/tooltip, by their trigger and a phrase of their text.
const tooltips = [
  { trigger: { role: 'button' as const, name: 'Save draft' }, text: 'Saves the draft' },
  { trigger: { role: 'button' as const, name: 'Share' }, text: 'Copies a link' },
  { trigger: { role: 'link' as const, name: 'Help' }, text: 'Opens the help centre' },
];

// The React page and its plain-DOM twin: the same machine, connect and binding.
for (const url of ['/demo/tooltip', '/vanilla/tooltip']) {
  test.describe(`a tooltip the pointer can reach (WCAG 1.4.13, hoverable) on ${url}`, () => {
    for (const { trigger: triggerName, text } of tooltips) {
      test(`[WID-010] [WID-011] ${triggerName.name}: placed once 15 px from the pointer, it stays still and shown while the pointer moves onto it, and hides when the pointer leaves both`, async ({ page }) => {
        // The clock is paused before the page loads: no real time can pass before the test's steps.
        await page.clock.install({ time: 0 });
        await page.clock.pauseAt(1_000);
        await page.goto(url);
        const trigger = page.getByRole(triggerName.role, { name: triggerName.name, exact: true });
        const tip = page.getByRole('tooltip', { includeHidden: true }).filter({ hasText: text });
        const box = (await trigger.boundingBox())!;
        const rest = { x: box.x + 8, y: box.y + 8 };
        await page.mouse.move(rest.x, rest.y);
        await page.clock.runFor(1_200);
        await expect(tip).toBeVisible();
        const placed = (await tip.boundingBox())!;
        expect(Math.round(placed.y - rest.y)).toBe(15);

        // The pointer moves over the trigger: the tooltip stays where it was placed.
        await page.mouse.move(rest.x + 3, rest.y + 2);
        await expect(tip).toBeVisible();
        expect(await tip.boundingBox()).toEqual(placed);

        // Onto the tooltip, in small steps as a hand moves: it stays, and has not moved.
        await page.mouse.move(placed.x + placed.width / 2, placed.y + placed.height / 2, { steps: 12 });
        await page.clock.runFor(100);
        await expect(tip).toBeVisible();
        expect(await tip.boundingBox()).toEqual(placed);
        // Over the tooltip its text can be read for as long as the visitor likes.
        await page.clock.runFor(5_000);
        await expect(tip).toBeVisible();

        // Off both: it hides.
        await page.mouse.move(placed.x + placed.width / 2, placed.y + placed.height + 60, { steps: 4 });
        await expect(tip).toBeHidden();
      });
    }

    test('[WID-010] back from the tooltip onto the trigger it stays; Escape dismisses it while the pointer is on it', async ({ page }) => {
      await page.clock.install({ time: 0 });
      await page.clock.pauseAt(1_000);
      await page.goto(url);
      const box = (await page.getByRole('button', { name: 'Save draft' }).boundingBox())!;
      const tip = page.getByRole('tooltip', { includeHidden: true }).filter({ hasText: 'Saves the draft' });
      await page.mouse.move(box.x + 8, box.y + 8);
      await page.clock.runFor(1_200);
      await expect(tip).toBeVisible();
      const placed = (await tip.boundingBox())!;
      await page.mouse.move(placed.x + 20, placed.y + placed.height / 2, { steps: 6 });
      await page.mouse.move(box.x + 8, box.y + 8, { steps: 6 });
      await expect(tip).toBeVisible();
      await page.mouse.move(placed.x + 20, placed.y + placed.height / 2, { steps: 6 });
      await expect(tip).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(tip).toBeHidden();
    });
  });
}

test('[WID-011] plain DOM: a tooltip declared with a blank text is warned about and left out; focus shows one by its trigger', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/vanilla/tooltip');
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveAttribute('aria-describedby', 'tip-save-content');
  await expect(page.getByRole('button', { name: 'Print' })).not.toHaveAttribute('aria-describedby', /./);
  expect(warnings.some((text) => text.includes('Error decoding tooltip data.'))).toBe(true);
  await page.getByRole('button', { name: 'Share' }).focus();
  const tip = page.getByRole('tooltip').filter({ hasText: 'Copies a link' });
  await expect(tip).toBeVisible();
  const trigger = (await page.getByRole('button', { name: 'Share' }).boundingBox())!;
  const placed = (await tip.boundingBox())!;
  expect(Math.round(placed.y - (trigger.y + trigger.height))).toBe(15);
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
});
