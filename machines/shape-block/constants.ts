/** Spec literals of the shape block (spec 000 §9, spec 002 §3 and §9), each with its requirement ID. */

/**
 * [BLK-071] The shape block's aspect presets: the box's height as a percentage of its width
 * (square, portrait, landscape; the names are ours).
 */
export const SHAPE_ASPECT_PRESETS = { square: 100, portrait: 150, landscape: 67 } as const;

/** [CONST-026] The aspect ratio slider's default: the height as 50 percent of the width. */
export const DEFAULT_SLIDER_ASPECT_RATIO = 50;

/** The aspect a block without one gets: the first preset (ours: the spec names no default preset). */
export const DEFAULT_SHAPE_ASPECT = 'square';

/**
 * [BLK-072] The crop and mask shapes the spec names of its 38: circle, diamond, egg, star
 * variants, pills and ribbon (the variants' names are ours). The other names are not shown.
 */
export const MASK_SHAPES = ['circle', 'diamond', 'egg', 'star-4', 'star-5', 'star-6', 'star-8', 'pill-horizontal', 'pill-vertical', 'ribbon'] as const;
/** [BLK-072] How many named crop and mask shapes the full set has. */
export const MASK_SHAPE_SET_SIZE = 38;

/**
 * [BLK-073] The decorative shapes the spec names of its list of about 33: circle, diamond and
 * gear. The others are not shown.
 */
export const DECORATIVE_SHAPES = ['circle', 'diamond', 'gear'] as const;
/** [BLK-073] About how many names the decorative list has. */
export const DECORATIVE_SHAPE_LIST_SIZE = 33;

/** A shape name outside the lists draws this one (ours: the spec gives no fallback). */
export const FALLBACK_SHAPE = 'circle';
/** Said when block data names a shape outside the lists (ours). */
export const unknownShapeWarning = (name: string) => `Unknown shape "${name}"; drawing a circle instead.`;
/** Said when block data gives an aspect that is neither a preset nor a percentage above 0 (ours). */
export const unknownAspectWarning = (value: string) => `Unknown aspect "${value}"; using the square preset.`;
/** Shape block data that cannot be read (ours: the spec gives no wording). */
export const SHAPE_BLOCK_DATA_ERROR = 'Error decoding shape block data.';
/** The decorative shape's colour when the block gives none. */
export const DEFAULT_SHAPE_COLOR = '#1b1b1f';
