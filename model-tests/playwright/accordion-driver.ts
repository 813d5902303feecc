import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ACCORDION_ANIMATION_MS } from '../../machines/accordion/constants.ts';
import { accordionPartId } from '../../machines/accordion/connect.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { AccordionModelEvent, AccordionView } from '../accordion/spec.ts';

export interface AccordionPageOptions {
  /** Page that shows the accordion. */
  url: string;
  /** The accordion's id on that page (its root element id). */
  rootId: string;
  /** Its item ids in order. */
  items: readonly string[];
  /** Run axe-core on every distinct view reached; a violation fails the step. */
  axe?: boolean;
}

/**
 * axe-core schedules its rules with timers, which the paused fake clock holds back. Fake time is
 * advanced 1 ms at a time only while axe is running (`axe._running`): never while Playwright is
 * still injecting it, however long a busy machine takes, so the bound counts only what axe
 * itself needs (about 7 ms here) and the page is checked in exactly the state the model reached,
 * far from its 250 ms animation.
 */
const AXE_FAKE_MS_BOUND = 60;
/** axe-core's results, named through the builder so the declaration never spells axe-core's own path. */
export type AxeAnalysis = Awaited<ReturnType<AxeBuilder['analyze']>>;
export async function analyzeUnderPausedClock(page: Page, include?: string): Promise<AxeAnalysis> {
  let settled = false;
  // Legacy mode runs axe in the page's one frame; the default per-frame mode races the clock
  // calls ("Target page ... has been closed"). Our pages have no iframes, so nothing is skipped.
  // Settles to a result either way, so an early axe failure is never an unhandled rejection.
  const builder = new AxeBuilder({ page });
  const analysis = (include ? builder.include(include) : builder)
    .setLegacyMode(true)
    .analyze()
    .then((results) => ({ results }), (error: unknown) => ({ error }))
    .finally(() => {
      settled = true;
    });
  const axeRunning = () => page.evaluate(() => Boolean((globalThis as { axe?: { _running?: boolean } }).axe?._running)).catch(() => false);
  for (let elapsed = 0; !settled; ) {
    if (!(await axeRunning())) {
      // Not a synchronisation: the poll interval of a wait on a state (axe started, or done).
      await Promise.race([analysis, new Promise((resolve) => setTimeout(resolve, 5))]);
      continue;
    }
    if (elapsed++ === AXE_FAKE_MS_BOUND) throw new Error(`axe needed more than ${AXE_FAKE_MS_BOUND} ms of fake time`);
    await page.clock.runFor(1);
  }
  const outcome = await analysis;
  if ('error' in outcome) throw outcome.error;
  return outcome.results;
}

/**
 * What the page shows of one accordion, read through its ARIA contract in one round trip:
 * expanded header buttons, rendered regions, the animating flag, the focused header, and any
 * header/region pair whose aria-controls / aria-labelledby / role do not link up.
 */
function readView({ rootId, triggers, panels }: { rootId: string; triggers: string[]; panels: string[] }) {
  const element = (id: string) => document.getElementById(id);
  const shown = (id: string) => {
    const panel = element(id);
    return !!panel && panel.checkVisibility({ visibilityProperty: true }) && panel.getBoundingClientRect().height > 0;
  };
  return {
    expanded: triggers.filter((id) => element(id)?.getAttribute('aria-expanded') === 'true'),
    visiblePanels: panels.filter(shown),
    animating: element(rootId)?.hasAttribute('data-animating') ?? false,
    focused: triggers.find((id) => document.activeElement === element(id)) ?? null,
    unlinked: triggers.filter((id, index) => {
      const panel = element(panels[index] ?? '');
      return (
        element(id)?.tagName !== 'BUTTON' ||
        element(id)?.getAttribute('aria-controls') !== panel?.id ||
        panel?.getAttribute('role') !== 'region' ||
        panel?.getAttribute('aria-labelledby') !== id
      );
    }),
  };
}

// One axe run per page and machine state per worker: a state looks the same on every path.
const axeChecked = new Set<string>();

/**
 * Drives an accordion on a page through its ARIA contract only (header buttons, their
 * aria-expanded, the labelled regions, focus), so it serves any renderer that spreads
 * `connect`'s props: the React site and the plain-DOM page alike. Time is Playwright's fake
 * clock, paused, so a click "during the animation" is exact.
 */
export function createAccordionPageDriver(page: Page, options: AccordionPageOptions): ModelDriver<AccordionModelEvent, AccordionView> {
  const { url, rootId, items } = options;
  const trigger = (id: string) => accordionPartId(rootId, 'trigger', id);
  const panel = (id: string) => accordionPartId(rootId, 'panel', id);
  const byId = (id: string) => page.locator(`[id="${id}"]`);

  return {
    async reset() {
      // The clock is paused before the page loads: no real time can pass before the test's steps.
      await page.clock.install({ time: 0 });
      await page.clock.pauseAt(1_000);
      await page.goto(url);
      await expect(byId(trigger(items[0] ?? ''))).toBeVisible();
    },
    async send(event) {
      switch (event.type) {
        case 'TOGGLE':
          if (event.via === 'click') await byId(trigger(event.id)).click();
          else await byId(trigger(event.id)).press(event.via === 'Space' ? ' ' : 'Enter');
          return;
        case 'FOCUS_MOVE':
          await page.keyboard.press(event.key);
          return;
        case 'ANIMATION_DONE':
          await page.clock.runFor(ACCORDION_ANIMATION_MS);
          return;
      }
    },
    async expect(view) {
      const open = items.filter((id) => view.open.includes(id));
      const expected = {
        expanded: open.map(trigger),
        visiblePanels: open.map(panel),
        animating: view.animating,
        focused: view.focused === null ? null : trigger(view.focused),
        unlinked: [],
      };
      // One read of everything the view covers, polled until it settles (CSS transitions run
      // in real time even while the fake clock is paused).
      await expect
        .poll(() => page.evaluate(readView, { rootId, triggers: items.map(trigger), panels: items.map(panel) }), { intervals: [20, 20, 50] })
        .toEqual(expected);

      // axe once per machine state (open items, animating) and page; focus is not machine state.
      const axeKey = `${url} ${rootId} ${JSON.stringify([view.open, view.animating])}`;
      if (options.axe && !axeChecked.has(axeKey)) {
        axeChecked.add(axeKey);
        const results = await analyzeUnderPausedClock(page);
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`), `axe on ${url}`).toEqual([]);
      }
    },
  };
}
