import type { Page } from '@playwright/test';

/**
 * Waits until no finite animation or transition is running on the page (a slide or a dialog
 * fading in): axe reads colours as they are painted, so a contrast check in the middle of a fade
 * judges a half-transparent text. Endless animations (a marquee, a spinner) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}
