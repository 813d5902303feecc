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
export * from './constants.ts';
