/** Pure rules the tabs machine and its connect share. */

/** Where a key moves focus in the tab list. */
export type TabFocusMove = 'next' | 'previous' | 'first' | 'last';

/**
 * [BLK-013] Left and Right move to the previous or next tab, wrapping around; Home and End to the
 * first and last tab, as the WAI-ARIA tabs pattern adds. By `KeyboardEvent.key`.
 */
export const TAB_FOCUS_KEYS: Readonly<Record<string, TabFocusMove>> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
};

/** The tab that receives focus from tab `from` (one of `tabs`), wrapping around [BLK-013]. */
export function tabFocusTarget(tabs: readonly string[], from: string, move: TabFocusMove): string {
  const count = tabs.length;
  if (count === 0) return from;
  const at = Math.max(0, tabs.indexOf(from));
  const index = { first: 0, last: count - 1, next: (at + 1) % count, previous: (at - 1 + count) % count }[move];
  return tabs[index] ?? from;
}

/**
 * [BLK-009] [BLK-010] The tab a value selects: the value when it names a tab, else the tab that
 * was selected when it still exists, else the first tab. `null` only when there is no tab at all.
 */
export function selectedTab(tabs: readonly string[], value: string | null | undefined, fallback: string | null = null): string | null {
  if (value != null && tabs.includes(value)) return value;
  if (fallback != null && tabs.includes(fallback)) return fallback;
  return tabs[0] ?? null;
}
