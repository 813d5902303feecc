import { BLOCK_ANIMATIONS, DEFAULT_BLOCK_ANIMATION_DURATION_S, SCALABLE_HIDE_SCALE } from './constants.ts';

export type BlockAnimationKind = (typeof BLOCK_ANIMATIONS)[number];

/** One keyframe of the entrance: the hidden look, then the shown one. */
export interface BlockKeyframe {
  opacity: string;
  transform: string;
}

/** [CONST-002] The entrance: from hidden (a scalable block also at 94 %) to shown. */
export function entranceKeyframes(kind: BlockAnimationKind): [BlockKeyframe, BlockKeyframe] {
  return [
    { opacity: '0', transform: kind === 'scale' ? `scale(${SCALABLE_HIDE_SCALE})` : 'none' },
    { opacity: '1', transform: 'none' },
  ];
}

/** The look `t` (0..1) through the entrance, for the frame-loop fallback where the Web Animations API is missing. */
export function entranceAt(kind: BlockAnimationKind, t: number): BlockKeyframe {
  const k = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 1));
  const eased = 1 - (1 - k) ** 3;
  const scale = kind === 'scale' ? SCALABLE_HIDE_SCALE + (1 - SCALABLE_HIDE_SCALE) * eased : 1;
  return { opacity: String(Number(eased.toFixed(4))), transform: scale === 1 ? 'none' : `scale(${Number(scale.toFixed(4))})` };
}

/** [CONST-001] A duration in seconds, or the default 0.3 s for one that is not a positive number; in ms. */
export function durationMs(seconds: number | undefined): number {
  const s = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 10) : DEFAULT_BLOCK_ANIMATION_DURATION_S;
  return Math.round(s * 1000);
}
