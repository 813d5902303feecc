/** Spec literals of touch gestures (spec 001 §3), each with its requirement ID. */

/** [TOUCH-002] A swipe: at least 50 px within 250 ms. */
export const SWIPE_MIN_DISTANCE_PX = 50;
export const SWIPE_MAX_DURATION_MS = 250;
/** [TOUCH-003] [TOUCH-004] More than 1 px is a move-end; less is a tap. */
export const TAP_MAX_MOVEMENT_PX = 1;
