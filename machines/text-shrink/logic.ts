import { GUESS_EM_PER_CHAR, TEXT_SHRINK_MIN_FONT_SIZE } from './constants.ts';

/** The longest run of characters the text cannot break inside (its longest word). */
export function longestWordLength(text: string): number {
  return text.split(/\s+/).reduce((longest, word) => Math.max(longest, [...word].length), 0);
}

/**
 * The server's first guess, as CSS: the font size at which the longest word fills the
 * container's inline size, never above the heading's own size nor below [CONST-006]'s 11 px.
 * Container query units need no script, so the page is fitted before it is painted.
 */
export function guessFontSizeCss(maxFontSize: number, text: string): string {
  const chars = Math.max(1, longestWordLength(text));
  return `clamp(${TEXT_SHRINK_MIN_FONT_SIZE}px, calc(100cqi / ${Number((chars * GUESS_EM_PER_CHAR).toFixed(3))}), ${maxFontSize}px)`;
}

/**
 * [CONST-006] One step of the browser's exact fit: text `contentWidth` px wide at `fontSize`
 * in a box `boxWidth` px wide. Null when it fits (nothing to override), else the smaller size
 * that makes it fit (the width scales with the size), never below 11 px.
 */
export function fitStep(fontSize: number, contentWidth: number, boxWidth: number, min = TEXT_SHRINK_MIN_FONT_SIZE): number | null {
  if (!(fontSize > 0) || !(contentWidth > 0) || !(boxWidth > 0) || contentWidth <= boxWidth + 0.5) return null;
  const fitted = Math.floor(((fontSize * boxWidth) / contentWidth) * 100) / 100;
  return Math.max(min, Math.min(fontSize, fitted));
}
