import { expect, type Page } from '@playwright/test';
import type { ModelDriver } from '../kit/driver.ts';
import { LOADS_COUNTED, type VideoModelConfig, type VideoModelEvent, type VideoView } from '../video/spec.ts';

export interface VideoPageOptions {
  /** The page with the videos; its stand-in players must report only from their own buttons. */
  url: string;
  /** The section (by its heading id) holding the video under test. */
  section: string;
  /** The overlay button's accessible name. */
  overlay: string;
  /** Another video's overlay on the page: showing it hides the one under test (MEDIA-025). */
  otherOverlay: string;
  /** The mode select's label, where the video has one. */
  modeSelect?: string;
}

declare global {
  interface Window {
    /** Commands the stand-in players received, by the section their frame is in. */
    __videoCommands?: { section: string; command: 'play' | 'pause' }[];
  }
}

/**
 * Runs in every frame before its own scripts: a player frame records the commands its parent
 * posts (the YouTube and Vimeo formats) on the top page, so a reload keeps the record.
 */
function recordPlayerCommands() {
  if (window === window.top) return;
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || typeof event.data !== 'string') return;
    let data: { event?: string; func?: string; method?: string };
    try {
      data = JSON.parse(event.data) as typeof data;
    } catch {
      return;
    }
    const name = data.event === 'command' ? data.func : data.method;
    const command = name === 'playVideo' || name === 'play' ? 'play' : name === 'pauseVideo' || name === 'pause' ? 'pause' : null;
    const top = window.top as Window | null;
    const section = window.frameElement?.closest('section')?.getAttribute('aria-labelledby') ?? '';
    if (command && top) (top.__videoCommands ??= []).push({ section, command });
  });
}

/** Pages that record player commands already (a shared model page gets the script once). */
const recording = new WeakSet<Page>();

/**
 * Drives one video of a page through what a visitor does (the overlay button by click, Enter or
 * Space, another video's overlay, the mode select) and what its player reports (the stand-in
 * player's own Play, Pause and End buttons); reads the state from the embed's data attributes.
 */
export function createVideoPageDriver(page: Page, config: VideoModelConfig, options: VideoPageOptions): ModelDriver<VideoModelEvent, VideoView> {
  const section = page.locator(`section[aria-labelledby="${options.section}"]`);
  const root = section.locator('[data-scope="video"][data-part="root"]').first();
  const player = section.locator('iframe[data-part="player"]:not([hidden])');
  const frame = page.frameLocator(`section[aria-labelledby="${options.section}"] iframe[data-part="player"]:not([hidden])`);

  const report = async (button: 'Play' | 'Pause' | 'End') => {
    // A player reports only once its parent listens (the real players' handshake).
    await expect(frame.getByRole('list', { name: 'Commands received' })).toContainText(/listening|addEventListener/);
    await frame.getByRole('button', { name: button, exact: true }).click();
  };

  return {
    async reset() {
      if (!recording.has(page)) {
        await page.addInitScript(recordPlayerCommands);
        recording.add(page);
      }
      await page.goto(options.url);
      await expect(root).toBeVisible();
    },
    async send(event) {
      switch (event.type) {
        case 'ACTIVATE': {
          const overlay = page.getByRole('button', { name: options.overlay, exact: true });
          if (event.via === 'click') await overlay.click();
          else await overlay.press(event.via === 'Space' ? ' ' : 'Enter');
          return;
        }
        case 'HIDE':
          await page.getByRole('button', { name: options.otherOverlay, exact: true }).click();
          return;
        case 'SET_MODE':
          await section.getByLabel(options.modeSelect ?? 'Mode').selectOption(event.mode);
          return;
        case 'PLAYER_PLAYING':
          return report('Play');
        case 'PLAYER_PAUSED':
          return report('Pause');
        case 'PLAYER_ENDED':
          return report('End');
        case 'RESET':
        case 'PLAY':
        case 'PAUSE':
          throw new Error(`${event.type} is not something a visitor does on ${options.url}`);
      }
    },
    async expect(view) {
      await expect(root).toHaveAttribute('data-state', view.status);
      await expect(root).toHaveAttribute('data-mode', view.mode);
      await expect.poll(async () => Math.min(LOADS_COUNTED, Number(await root.getAttribute('data-loads')))).toBe(view.loads);
      const commands = async () =>
        (await page.evaluate(() => window.__videoCommands ?? [])).filter((entry) => entry.section === options.section).at(-1)?.command ?? null;
      await expect.poll(commands).toBe(view.lastCommand);
      if (view.status === 'invalid') {
        await expect(root.getByRole('note')).toHaveText('Invalid video embed.');
        return;
      }
      const shown = view.status !== 'overlay';
      await expect(page.getByRole('button', { name: options.overlay, exact: true })).toBeVisible({ visible: !shown });
      await expect(player).toHaveCount(shown ? 1 : 0);
    },
  };
}
