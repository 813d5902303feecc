/** Spec literals of the image layer (spec 001 §3-§9), each with its requirement ID. */

/** [MEDIA-020] Image widths a server can give, largest first. */
export const IMAGE_WIDTH_STEPS = [2500, 1500, 1000, 750, 500, 300, 100] as const;
/** [MEDIA-016] Lazy loading starts within 200 px of the viewport. */
export const LAZY_MARGIN_PX = 200;
/** [MEDIA-019] The loader waits for the node to be in the document: 100 tries at 10 ms. */
export const NODE_WAIT = { tries: 100, intervalMs: 10 } as const;
/** [MEDIA-021] The loading queue: 16 loads at once, 1 on mobile. */
export const QUEUE_CONCURRENCY = 16;
export const QUEUE_CONCURRENCY_MOBILE = 1;
/** [MEDIA-004] Focal point default. */
export const DEFAULT_FOCAL_POINT = { x: 0.5, y: 0.5 } as const;
/** [MEDIA-005] Load modes; default true. */
export const LOAD_MODES = ['true', 'false', 'viewport'] as const;
export const DEFAULT_LOAD_MODE = 'true';
/** [MEDIA-007] Size adjustment default. */
export const DEFAULT_SIZE_ADJUSTMENT = 1;
/** [MEDIA-008] Size formats; default queryString. */
export const SIZE_FORMATS = ['queryString', 'filename'] as const;
export const DEFAULT_SIZE_FORMAT = 'queryString';
/** [MEDIA-009] Stretch default. */
export const DEFAULT_STRETCH = true;
/** [MEDIA-010] Fit alignments. */
export const FIT_ALIGNMENTS = ['top', 'left', 'center', 'right', 'bottom'] as const;
/** [MEDIA-011] A fit-mode image without alignment warns and is centred. */
export const MISSING_FIT_ALIGNMENT_WARNING = 'No fit alignment given for a fit-mode image; centring it.';
export const DEFAULT_FIT_ALIGNMENT = 'center';
/** [MEDIA-006] [MEDIA-012] Image modes (names) and the crop each gives. */
export const IMAGE_MODE_CROPS = { fill: 'cover', fit: 'contain', none: 'none' } as const;
/** [MEDIA-013] The class an image has while it loads (the spec leaves the name open). */
export const LOADING_CLASS = 'loading';
/** [MEDIA-001] Image attributes. */
export const IMAGE_ATTRIBUTES = ['data-src', 'data-image-dimensions', 'data-image-focal-point'] as const;

/** [MEDIA-022] The image error catalogue. */
export const IMAGE_ERRORS = {
  noImage: 'No image',
  notANode: 'not a valid node',
  noImages: 'No images',
  noRoot: 'No root node',
  notAnImage: 'Element is not a valid image element',
  badSource: 'Invalid or missing image source',
} as const;
/** Shown (and warned) when data-image-dimensions is not WIDTHxHEIGHT [MEDIA-003]. */
export const BAD_DIMENSIONS_WARNING = 'Image dimensions are not WIDTHxHEIGHT; the box falls back to its default ratio.';
/** Ratio (height / width) of a box whose image has no usable dimensions. */
export const FALLBACK_ASPECT = 1;
