import { COLOUR_RANGES, HEX_NEEDS_OPAQUE_MESSAGE, INVALID_COLOUR_MODEL_MESSAGE } from './constants.ts';

export type ColourModel = 'rgb' | 'hsl' | 'hwb';

/** A colour: its model, three components and alpha, each clamped to its range [WID-020]. */
export interface Colour {
  model: ColourModel;
  /** rgb: red, green, blue (0..255); hsl: hue, saturation, lightness; hwb: hue, whiteness, blackness. */
  components: [number, number, number];
  alpha: number;
}

type Range = readonly [number, number];
const clamp = (value: number, [min, max]: Range) => Math.min(max, Math.max(min, value));

const RANGES: Record<ColourModel, [Range, Range, Range]> = {
  rgb: [COLOUR_RANGES.channel, COLOUR_RANGES.channel, COLOUR_RANGES.channel],
  hsl: [COLOUR_RANGES.hue, COLOUR_RANGES.percent, COLOUR_RANGES.percent],
  hwb: [COLOUR_RANGES.hue, COLOUR_RANGES.percent, COLOUR_RANGES.percent],
};

/**
 * [WID-020] [WID-023] A colour of a model from its components, clamped; an unknown model logs
 * 'Invalid color model' and gives null.
 */
export function colourOf(model: string, components: readonly number[], alpha = 1, log: (message: string) => void = console.warn): Colour | null {
  if (model !== 'rgb' && model !== 'hsl' && model !== 'hwb') {
    log(INVALID_COLOUR_MODEL_MESSAGE);
    return null;
  }
  const [a = 0, b = 0, c = 0] = components;
  const [ra, rb, rc] = RANGES[model];
  return { model, components: [clamp(a, ra), clamp(b, rb), clamp(c, rc)], alpha: clamp(alpha, COLOUR_RANGES.alpha) };
}

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`;
const FUNCTION = new RegExp(String.raw`^(rgba?|hsla?|hwb)\(\s*(${NUMBER})(?:deg)?\s*[,\s]\s*(${NUMBER})(%?)\s*[,\s]\s*(${NUMBER})(%?)\s*(?:[,/]\s*(${NUMBER})(%?)\s*)?\)$`, 'i');

/**
 * [WID-016..022] Parses a colour string: hex with 3 or 6 digits, rgb() (no alpha) and rgba()
 * (with alpha), hsl()/hsla(), and hwb() (alpha optional), components clamped to their ranges.
 * Anything else gives null.
 */
export function parseColour(text: string): Colour | null {
  const value = text.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return { model: 'rgb', components: [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number], alpha: 1 };
  }
  const match = FUNCTION.exec(value);
  if (!match) return null;
  const [, name = '', first = '', second = '', secondPercent, third = '', thirdPercent, alphaText, alphaPercent] = match;
  const kind = name.toLowerCase();
  const hasAlpha = alphaText !== undefined;
  // [WID-021] rgb must not carry alpha; [WID-022] rgba must.
  if ((kind === 'rgb' || kind === 'hsl') && hasAlpha) return null;
  if ((kind === 'rgba' || kind === 'hsla') && !hasAlpha) return null;
  // hsl and hwb take percentages for their second and third parts; rgb takes plain numbers.
  const percents = kind.startsWith('rgb') ? !secondPercent && !thirdPercent : !!secondPercent && !!thirdPercent;
  if (!percents) return null;
  const alpha = hasAlpha ? Number(alphaText) / (alphaPercent ? 100 : 1) : 1;
  return colourOf(kind.slice(0, 3), [Number(first), Number(second), Number(third)], alpha, () => undefined);
}

/** [WID-016..019] Whether a string is a valid colour. */
export function isValidColour(text: string): boolean {
  return parseColour(text) !== null;
}

function toRgb({ model, components: [a, b, c] }: Colour): [number, number, number] {
  if (model === 'rgb') return [a, b, c];
  const hue = (a % 360) / 360;
  if (model === 'hwb') {
    const white = b / 100;
    const black = c / 100;
    if (white + black >= 1) {
      const grey = (white / (white + black)) * 255;
      return [grey, grey, grey];
    }
    const pure = toRgb({ model: 'hsl', components: [a, 100, 50], alpha: 1 });
    return pure.map((channel) => (channel / 255) * (1 - white - black) * 255 + white * 255) as [number, number, number];
  }
  const saturation = b / 100;
  const lightness = c / 100;
  const q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  const channel = (shift: number) => {
    let t = hue + shift;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(1 / 3) * 255, channel(0) * 255, channel(-1 / 3) * 255];
}

/** [WID-024] `#rrggbb` for an opaque colour; a colour with alpha below 1 logs an error and gives null. */
export function toHex(colour: Colour, log: (message: string) => void = console.error): string | null {
  if (colour.alpha !== 1) {
    log(HEX_NEEDS_OPAQUE_MESSAGE);
    return null;
  }
  return `#${toRgb(colour)
    .map((channel) => Math.round(channel).toString(16).padStart(2, '0'))
    .join('')}`;
}
