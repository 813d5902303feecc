/** Pure rules the accordion machine and its connect share. */

/** Keys that move focus between accordion headers (WAI-ARIA accordion pattern). */
export type FocusMove = 'next' | 'previous' | 'first' | 'last';

/**
 * [BLK-001] A toggle flips one item; [BLK-002] unless several may be open, opening an item
 * closes every other one.
 */
export function toggleItem(open: readonly string[], id: string, allowMultiple: boolean): string[] {
  if (open.includes(id)) return open.filter((openId) => openId !== id);
  return allowMultiple ? [...open, id] : [id];
}

/** The items open in one list and not the other: those whose openness a toggle changed. */
export function changedItems(before: readonly string[], after: readonly string[]): string[] {
  return [...before.filter((id) => !after.includes(id)), ...after.filter((id) => !before.includes(id))];
}

/** [BLK-004] The first item may start expanded. */
export function initiallyOpen(items: readonly string[], expandFirst: boolean): string[] {
  const first = items[0];
  return expandFirst && first !== undefined ? [first] : [];
}

/**
 * [BLK-002] The open items a value may hold: known items only, in the order given, and one at
 * most unless several may be open (the last one named wins, as the last click would).
 */
export function allowedValue(value: readonly string[], items: readonly string[], allowMultiple: boolean): string[] {
  const known = [...new Set(value)].filter((id) => items.includes(id));
  return allowMultiple ? known : known.slice(-1);
}

/** The same open items, in any order. */
export function sameItems(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/**
 * The header that receives focus from header `from` (one of `items`); Up and Down wrap
 * around, as the WAI-ARIA accordion pattern allows.
 */
export function focusTarget(items: readonly string[], from: string, move: FocusMove): string {
  const count = items.length;
  const at = Math.max(0, items.indexOf(from));
  const index = { first: 0, last: count - 1, next: (at + 1) % count, previous: (at - 1 + count) % count }[move];
  return items[index] ?? from;
}

/** The keyboard keys of the pattern, by `KeyboardEvent.key`. */
export const FOCUS_KEYS: Readonly<Record<string, FocusMove>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};
