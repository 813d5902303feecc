import * as t from 'io-ts';
import { decodeWith, parseJson, type Decoded } from '../shared/decode.ts';
import {
  DEFAULT_HIGHLIGHT_BLEND,
  DEFAULT_HIGHLIGHT_COLOR,
  DEFAULT_HIGHLIGHT_DURATION_S,
  DEFAULT_HIGHLIGHT_LINECAP,
  DEFAULT_HIGHLIGHT_SHAPE,
  DEFAULT_HIGHLIGHT_THICKNESS,
  HIGHLIGHT_BLENDS,
  HIGHLIGHT_BLOCK_DATA_ERROR,
  HIGHLIGHT_LINECAPS,
  MAX_HIGHLIGHT_THICKNESS,
  MIN_HIGHLIGHT_THICKNESS,
} from './constants.ts';
import { isHighlightAnimation, isHighlightShape, type HighlightAnimation, type HighlightDirection } from './logic.ts';
import type { HighlightSettings } from './types.ts';
import { DEFAULT_HIGHLIGHT_SETTINGS } from './constants.ts';

export type { HighlightSettings } from './types.ts';
export { DEFAULT_HIGHLIGHT_SETTINGS } from './constants.ts';


/** A CSS colour that cannot break out of a style value: hex, rgb()/hsl() of numbers, a colour name. */
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/+-]{1,60}\)|[a-z]{3,30})$/i;

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Settings that always decode: fields not understood take their defaults, and `details` says which. */
export type HighlightSettingsDecoding = Extract<Decoded<HighlightSettings>, { ok: true }> & { details: string[] };

/**
 * [BLK-041] .. [BLK-044] [BLK-045] Decodes untrusted highlight settings field by field, never
 * failing: a field that is missing or not understood takes its default, and `details` says
 * which. An unknown shape is [BLK-042]'s wave; the duration defaults to [BLK-044]'s 0.75 s; an
 * animation that is not draw, fade or fadeScale (missing included) is 'none', shown at once
 * ([BLK-047]'s "otherwise"); a direction other than right is 'left' ([BLK-045]'s "otherwise").
 */
export function decodeHighlightSettings(value: unknown): HighlightSettingsDecoding {
  const raw = record(value);
  const details: string[] = [];
  const fallback = <T>(name: string, fallbackValue: T): T => {
    if (raw[name] !== undefined) details.push(`${name}: ${JSON.stringify(raw[name])} is not understood; using ${JSON.stringify(fallbackValue)}`);
    return fallbackValue;
  };
  const d = DEFAULT_HIGHLIGHT_SETTINGS;
  const shape = isHighlightShape(raw.shape) ? raw.shape : fallback('shape', d.shape);
  const color = typeof raw.color === 'string' && SAFE_COLOR.test(raw.color.trim()) ? raw.color.trim() : fallback('color', d.color);
  const thickness =
    typeof raw.thickness === 'number' && Number.isFinite(raw.thickness)
      ? Math.min(MAX_HIGHLIGHT_THICKNESS, Math.max(MIN_HIGHLIGHT_THICKNESS, raw.thickness))
      : fallback('thickness', d.thickness);
  const linecap = (HIGHLIGHT_LINECAPS as readonly unknown[]).includes(raw.linecap) ? (raw.linecap as HighlightSettings['linecap']) : fallback('linecap', d.linecap);
  const blend = (HIGHLIGHT_BLENDS as readonly unknown[]).includes(raw.blend) ? (raw.blend as HighlightSettings['blend']) : fallback('blend', d.blend);
  const animation: HighlightAnimation = isHighlightAnimation(raw.animation) || raw.animation === 'none' ? (raw.animation as HighlightAnimation) : fallback('animation', d.animation);
  const direction: HighlightDirection = raw.direction === 'right' ? 'right' : raw.direction === 'left' ? 'left' : fallback('direction', d.direction);
  const duration = typeof raw.duration === 'number' && Number.isFinite(raw.duration) && raw.duration > 0 ? raw.duration : fallback('duration', d.duration);
  const isAnimationEnabled = typeof raw.isAnimationEnabled === 'boolean' ? raw.isAnimationEnabled : fallback('isAnimationEnabled', d.isAnimationEnabled);
  return { ok: true, data: { shape, color, thickness, linecap, blend, animation, direction, duration, isAnimationEnabled }, details };
}

/** A highlight block as a published page carries it: the highlighted words, the text around them, the settings. */
const HighlightBlockCodec = t.intersection([
  t.type({ text: t.string }),
  t.partial({ before: t.string, after: t.string, settings: t.unknown }),
]);

/** A highlight block as its JSON decodes. */
export interface HighlightBlockData {
  before: string;
  text: string;
  after: string;
  settings: HighlightSettings;
}

/** `Decoded<T>` with the settings that fell back (`details`) beside the data, or the spec's message beside the refusal. */
export type HighlightBlockDecoding = (Extract<Decoded<HighlightBlockData>, { ok: true }> & { details: string[] }) | (Extract<Decoded<HighlightBlockData>, { ok: false }> & { error: string });

/**
 * [BLK-079] Decodes a highlight block's JSON: text that does not parse, or has no highlighted
 * words, gives the error (the caller warns and leaves the block out); settings never fail, they
 * fall back field by field (`details` lists those that did).
 */
export function decodeHighlightBlock(json: string): HighlightBlockDecoding {
  const parsed = parseJson(json);
  if (!parsed.ok) return { ok: false, error: HIGHLIGHT_BLOCK_DATA_ERROR, details: [parsed.message] };
  const decoded = decodeWith(HighlightBlockCodec, parsed.value);
  if (!decoded.ok) return { ok: false, error: HIGHLIGHT_BLOCK_DATA_ERROR, details: decoded.details };
  const { data: settings, details } = decodeHighlightSettings(decoded.data.settings);
  return { ok: true, data: { before: decoded.data.before ?? '', text: decoded.data.text, after: decoded.data.after ?? '', settings }, details };
}
