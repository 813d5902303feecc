import { BLOCK_ANIMATIONS, DEFAULT_BLOCK_ANIMATION_DURATION_S } from './constants.ts';
import type { BlockAnimationKind } from './logic.ts';

export interface BlockAnimationSettings {
  animation: BlockAnimationKind;
  /** Seconds. */
  duration: number;
}

/**
 * A block's animation settings from untrusted block JSON, never failing: an unknown kind is
 * 'none' (the block is simply shown), a duration that is not a positive number is [CONST-001]'s
 * 0.3 s; `details` says what fell back.
 */
export function decodeBlockAnimation(value: unknown): { settings: BlockAnimationSettings; details: string[] } {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const details: string[] = [];
  const known = (BLOCK_ANIMATIONS as readonly unknown[]).includes(raw.animation);
  if (!known && raw.animation !== undefined) details.push(`animation: ${JSON.stringify(raw.animation)} is not understood; using "none"`);
  const goodDuration = typeof raw.duration === 'number' && Number.isFinite(raw.duration) && raw.duration > 0;
  if (!goodDuration && raw.duration !== undefined) details.push(`duration: ${JSON.stringify(raw.duration)} is not understood; using ${DEFAULT_BLOCK_ANIMATION_DURATION_S}`);
  return {
    settings: { animation: known ? (raw.animation as BlockAnimationKind) : 'none', duration: goodDuration ? (raw.duration as number) : DEFAULT_BLOCK_ANIMATION_DURATION_S },
    details,
  };
}
