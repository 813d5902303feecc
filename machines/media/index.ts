export { imageQueueMachine, imageStatus } from './machine.ts';
export type { ImageQueueContext, ImageQueueEmitted, ImageQueueEvent, ImageQueueInput, ImageRequest, ImageStatus } from './machine.ts';
export { decodeImageSettings } from './codec.ts';
export type { ImageSettings, ImageSettingsDecoding, LoadMode } from './codec.ts';
export { connectImage, imageBoxProps, imagePlacementStyle } from './connect.ts';
export type { ImageViewModel, ImageViewInput } from './connect.ts';
export {
  chooseImageWidth,
  cropModeFor,
  imageUrl,
  indexesToPreload,
  isImageMode,
  isNearViewport,
  objectPlacement,
  parseDimensions,
  parseFocalPoint,
  placeImage,
  resolveFitAlignment,
  shouldResource,
  srcSetOf,
  widthOfUrl,
  widthStepsFor,
} from './logic.ts';
export type { CropMode, FitAlignment, ImageMode, ObjectPlacement, Placement, Point, Rect, Size, SizeFormat, WidthOptions } from './logic.ts';
export { IMAGE_WIDTH_STEPS, LAZY_MARGIN_PX, NODE_WAIT, QUEUE_CONCURRENCY, QUEUE_CONCURRENCY_MOBILE, DEFAULT_FOCAL_POINT, LOAD_MODES, DEFAULT_LOAD_MODE, DEFAULT_SIZE_ADJUSTMENT, SIZE_FORMATS, DEFAULT_SIZE_FORMAT, DEFAULT_STRETCH, FIT_ALIGNMENTS, MISSING_FIT_ALIGNMENT_WARNING, DEFAULT_FIT_ALIGNMENT, IMAGE_MODE_CROPS, LOADING_CLASS, IMAGE_ATTRIBUTES, IMAGE_ERRORS, BAD_DIMENSIONS_WARNING, FALLBACK_ASPECT } from './constants.ts';
