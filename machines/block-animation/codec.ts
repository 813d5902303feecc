import * as t from 'io-ts';
import { decodeWith, type Decoded } from '../shared/decode.ts';
import { BLOCK_ANIMATIONS, DEFAULT_BLOCK_ANIMATION_DURATION_S } from './constants.ts';
import type { BlockAnimationKind } from './logic.ts';

/** A block's entrance animation settings, decoded. */
export interface BlockAnimationSettings {
  animation: BlockAnimationKind;
  /** Seconds. */
  duration: number;
}

const KindCodec = t.keyof(Object.fromEntries(BLOCK_ANIMATIONS.map((kind) => [kind, null])) as Record<BlockAnimationKind, null>);
const DurationCodec = t.refinement(t.number, (seconds) => Number.isFinite(seconds) && seconds > 0, 'PositiveSeconds');
const SettingsCodec = t.partial({ animation: t.unknown, duration: t.unknown });

/** Settings that always decode: fields not understood fall back, and `details` says which. */
export type BlockAnimationDecoding = Extract<Decoded<BlockAnimationSettings>, { ok: true }> & { details: string[] };

/**
 * A block's animation settings from untrusted block JSON, never failing: an unknown kind is
 * 'none' (the block is simply shown), a duration that is not a positive number is [CONST-001]'s
 * 0.3 s; `details` says what fell back.
 */
export function decodeBlockAnimation(value: unknown): BlockAnimationDecoding {
  const details: string[] = [];
  const raw = decodeWith(SettingsCodec, value);
  const fields = raw.ok && typeof value === 'object' && value !== null ? raw.data : {};
  const field = <T>(name: 'animation' | 'duration', codec: t.Type<T, unknown, unknown>, fallback: T): T => {
    const given = fields[name];
    if (given === undefined) return fallback;
    const decoded = decodeWith(codec, given);
    if (decoded.ok) return decoded.data;
    details.push(`${name}: ${JSON.stringify(given)} is not understood; using ${typeof fallback === 'string' ? `"${fallback}"` : String(fallback)}`);
    return fallback;
  };
  const animation = field<BlockAnimationKind>('animation', KindCodec as t.Type<BlockAnimationKind, unknown, unknown>, 'none');
  const duration = field<number>('duration', DurationCodec as t.Type<number, unknown, unknown>, DEFAULT_BLOCK_ANIMATION_DURATION_S);
  return { ok: true, data: { animation, duration }, details };
}
