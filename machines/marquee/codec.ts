import * as t from 'io-ts';
import { decodeWith, parseJson, type Decoded } from '../shared/decode.ts';
import { DEFAULT_SPEED_PX_PER_S, MARQUEE_BLOCK_DATA_ERROR, MAX_SPEED_PX_PER_S } from './constants.ts';
import type { MarqueeDirection } from './logic.ts';

/** [BLK-029] Marquee block data as a published page carries it (untrusted JSON). */
const MarqueeBlockCodec = t.intersection([
  t.type({ text: t.string }),
  t.partial({
    waveFrequency: t.number,
    waveIntensity: t.number,
    animationDirection: t.keyof({ left: null, right: null }),
    animationSpeed: t.number,
    pausedOnHover: t.boolean,
  }),
]);

/** A marquee block as its JSON decodes. */
export interface MarqueeBlockData {
  text: string;
  waveFrequency: number;
  waveIntensity: number;
  animationDirection: MarqueeDirection;
  animationSpeed: number;
  pausedOnHover: boolean;
}

/** The decoded block, or the refusal with the spec's message [BLK-079]. */
export type MarqueeBlockDecoding = Extract<Decoded<MarqueeBlockData>, { ok: true }> | (Extract<Decoded<MarqueeBlockData>, { ok: false }> & { error: string });

const fraction = (value: number | undefined, fallback: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.min(1, Math.max(0, value));

/**
 * [BLK-029] [BLK-079] Decodes a marquee block's JSON: the text is required, missing props get
 * their defaults (wave 0.5, left, 60 px/s, no hover pause), numbers are kept in range. Text
 * that does not parse or match gives the error instead of a crash.
 */
export function decodeMarqueeBlock(json: string): MarqueeBlockDecoding {
  const parsed = parseJson(json);
  if (!parsed.ok) return { ok: false, error: MARQUEE_BLOCK_DATA_ERROR, details: [parsed.message] };
  const decoded = decodeWith(MarqueeBlockCodec, parsed.value);
  if (!decoded.ok) return { ok: false, error: MARQUEE_BLOCK_DATA_ERROR, details: decoded.details };
  const { text, waveFrequency, waveIntensity, animationDirection, animationSpeed, pausedOnHover } = decoded.data;
  const speed = animationSpeed === undefined || !Number.isFinite(animationSpeed) ? DEFAULT_SPEED_PX_PER_S : animationSpeed;
  return {
    ok: true,
    data: {
      text,
      waveFrequency: fraction(waveFrequency, 0.5),
      waveIntensity: fraction(waveIntensity, 0.5),
      animationDirection: animationDirection ?? 'left',
      animationSpeed: Math.min(MAX_SPEED_PX_PER_S, Math.max(0, speed)),
      pausedOnHover: pausedOnHover ?? false,
    },
  };
}
