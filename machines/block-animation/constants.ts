/** [CONST-001] The default animation duration: 0.3 s. */
export const DEFAULT_BLOCK_ANIMATION_DURATION_S = 0.3;

/** [CONST-002] The scalable hide scale: a hidden block waits at 94 % of its size. */
export const SCALABLE_HIDE_SCALE = 0.94;

/** [CONST-003] Without `requestAnimationFrame`, frames run on a timer 60 times a second. */
export const ANIMATION_FRAME_FALLBACK_PER_SECOND = 60;

/** [BLK-007] The intersection thresholds block animations observe. */
export const BLOCK_ANIMATION_THRESHOLDS = [0, 0.1, 0.25, 0.5, 1] as const;

/**
 * The longest a block in view waits for its images before animating anyway (ms). The spec
 * gives none; ours (README): an image that never settles must not keep a block hidden
 * ("never hide content it cannot reveal").
 */
export const IMAGE_WAIT_MAX_MS = 3000;

/** The block animation kinds: a fade, or a fade that grows from the scalable hide scale; 'none' never hides. */
export const BLOCK_ANIMATIONS = ['fade', 'scale', 'none'] as const;

