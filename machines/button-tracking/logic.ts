/** The parts of a click that decide whether the button block takes it over. */
export interface ClickFacts {
  /** `MouseEvent.button`: 0 the main button, 1 the middle one. */
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * [BLK-039] A plain main-button click is intercepted (recorded, then replayed); a click with a
 * modifier key, or with another button (the middle one opens a tab), is left to the browser.
 */
export function interceptsClick(click: ClickFacts): boolean {
  return click.button === 0 && !click.ctrlKey && !click.metaKey && !click.shiftKey && !click.altKey;
}

/** Where the replay sends the visitor: the same window or a new one [TRK-007 newWindow]. */
export type ReplayTarget = { url: string; newWindow: boolean };
