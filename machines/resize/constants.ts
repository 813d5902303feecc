/** Spec literals of the resize emitter (spec 001 §4, §9), each with its requirement ID. */

/** [TOUCH-006] [TOUCH-007] Resize emitter defaults. */
export const RESIZE_THRESHOLD_DEFAULT = 0;
export const RESIZE_TIMEOUT_DEFAULT_MS = 300;
/** [TOUCH-008] The base gallery's resize emitter timeout. */
export const GALLERY_RESIZE_TIMEOUT_MS = 100;
/** [MEDIA-034] The video resize emitter's debounce. */
export const VIDEO_RESIZE_TIMEOUT_MS = 1000;
/** [TOUCH-009] [TOUCH-010] Resize emitter validation messages (the spec gives the rule only). */
export const RESIZE_AXIS_ERROR = 'The resize emitter axis must be x or y.';
export const RESIZE_THRESHOLD_ERROR = 'The resize emitter threshold must be a number.';
