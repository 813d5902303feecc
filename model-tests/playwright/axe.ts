import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// One axe run per page and state per worker: a state looks the same on every path to it.
const checked = new Set<string>();

/**
 * Runs axe-core once per `key` (a page and the state it shows), on the whole page or only on
 * the `include` selector, and fails on any violation.
 * For pages with a running (not paused) clock; the accordion driver has its own for a paused one.
 */
export async function axeOnce(page: Page, key: string, include?: string): Promise<void> {
  if (checked.has(key)) return;
  checked.add(key);
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`), `axe in ${key}`).toEqual([]);
}
