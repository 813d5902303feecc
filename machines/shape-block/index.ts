export { shapeBlockAnatomy } from './anatomy.ts';
export { connect as connectShapeBlock } from './connect.ts';
export type { ShapeBlockApi } from './types.ts';
export { decodeShapeBlock } from './codec.ts';
export type { ShapeBlock, ShapeBlockData, ShapeBlockDecoding } from './codec.ts';
export { SHAPE_NAMES, aspectPercent, isAspectPreset, isShapeName, shapeFillRule, shapePath } from './logic.ts';
export type { AspectPreset, DecorativeShape, MaskShape, ShapeAspect, ShapeName } from './logic.ts';
export {
  DECORATIVE_SHAPES,
  DECORATIVE_SHAPE_LIST_SIZE,
  DEFAULT_SHAPE_ASPECT,
  DEFAULT_SHAPE_COLOR,
  DEFAULT_SLIDER_ASPECT_RATIO,
  FALLBACK_SHAPE,
  MASK_SHAPES,
  MASK_SHAPE_SET_SIZE,
  SHAPE_ASPECT_PRESETS,
  SHAPE_BLOCK_DATA_ERROR,
  unknownAspectWarning,
  unknownShapeWarning,
} from './constants.ts';
