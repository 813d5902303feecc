/** Spec literals of the image block (spec 000 §9, spec 002 §2 and the block variants), each with its requirement ID. */

/** [BLK-066] The image block uses its narrow layout when under 415 px wide. */
export const IMAGE_BLOCK_NARROW_BELOW = 415;
/** [BLK-067] The min-font class applies at a minimum font size of 13 px or less. */
export const IMAGE_BLOCK_MIN_FONT_SIZE = 13;
/** [BLK-067] The class (the spec gives the rule, not the name: ours). */
export const IMAGE_BLOCK_MIN_FONT_CLASS = 'sm-image-block--min-font';
/** [BLK-068] A video placeholder is 65 percent as tall as it is wide, unless a ratio is given. */
export const DEFAULT_VIDEO_PLACEHOLDER_PERCENT = 65;
/** [BLK-069] The block counts as seen once half of it is in the viewport. */
export const IMAGE_BLOCK_INTERSECTION_RATIO = 0.5;
/** The image block's variants and their block-variant numbers (spec 002: image inline 1012 ... stack 1017). */
export const IMAGE_BLOCK_VARIANTS = { inline: 1012, poster: 1013, card: 1014, overlap: 1015, collage: 1016, stack: 1017 } as const;
/** A block whose variant is missing or unknown is laid out inline (ours: the spec gives no default). */
export const DEFAULT_IMAGE_BLOCK_VARIANT = 'inline';
export const unknownVariantWarning = (value: string) => `Unknown image block variant "${value}"; laying it out inline.`;
/** Image block data that cannot be read (ours: the spec gives no wording). */
export const IMAGE_BLOCK_DATA_ERROR = 'Error decoding image block data.';
