// Text on the pictures: the fonts, and a width estimate made without a browser. State names use
// the system sans-serif; transition labels the system monospace, whose advance is 0.6 em in
// every common face (Menlo, Consolas, DejaVu Sans Mono, Liberation Mono, SF Mono), so boxes fit
// whatever font the reader's system picks.

export const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
export const MONO = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

export const NAME_SIZE = 13;
export const LABEL_SIZE = 11;
/** Line heights: room for descenders and a little air. */
export const NAME_LINE = 18;
export const LABEL_LINE = 15;

const MONO_ADVANCE = 0.6;
/**
 * Bold sans advances (em) by character class, taken over the widest common face (DejaVu Sans
 * Bold, Linux's default): narrower faces (Segoe UI, Arial, Roboto) leave a little more room.
 */
const NARROW = /[ijlI.,:;'!|]/;
const SEMI = /[frt() \-[\]1]/;
const WIDE = /[mwMW@]/;

/** The width of `text` in the label monospace at `size` px. */
export function monoWidth(text: string, size = LABEL_SIZE): number {
  return [...text].length * MONO_ADVANCE * size;
}

/** A generous width of `text` in bold sans at `size` px. */
export function boldSansWidth(text: string, size = NAME_SIZE): number {
  let ems = 0;
  for (const char of text) {
    if (NARROW.test(char)) ems += 0.36;
    else if (SEMI.test(char)) ems += 0.5;
    else if (WIDE.test(char)) ems += 1.05;
    else if (char >= 'A' && char <= 'Z') ems += 0.84;
    else ems += 0.72;
  }
  return ems * size;
}

/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
