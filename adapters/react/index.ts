/** React hooks: each starts a machine with the browser adapters provided. */
export { useAccordion } from './useAccordion.ts';
export { useGalleryActor, useGalleryApi, useGalleryIndex, useLinkedGallery, useSlideActive, useSlideState } from './useGallery.ts';
export type { GalleryActor, GalleryHistorySettings, UseGalleryOptions } from './useGallery.ts';
export { ImageQueueContext, useImage } from './useImage.ts';
export type { ImageView, UseImageOptions } from './useImage.ts';
export { useVideo } from './useVideo.ts';
export type { UseVideoOptions } from './useVideo.ts';
export { VideoSourceContext, useResolveVideoSrc } from './useVideoSource.ts';
export { useSwipe } from './useSwipe.ts';
export { useElementSize } from './useElementSize.ts';
export { useWindowResizeEnd } from './useResize.ts';
export { useNearViewport, useStripAlignment } from './useStrip.ts';
export type { SwipeOptions } from './useSwipe.ts';
