/** The browser side of the core: DOM, timers, storage and network effects the machines ask for. */
export { focusElementById } from './focus.ts';
export { readCookie, readCookies, removeCookie, writeCookie } from './cookies.ts';
export type { CookieWriteOptions } from './cookies.ts';
export { safeStorage, STORAGE_UNAVAILABLE_MESSAGE } from './storage.ts';
export type { SafeStorage, StorageArea } from './storage.ts';
export { bindAccordionEffects } from './accordion.ts';
export {
  bindGalleryEffects,
  bindGalleryHistory,
  bindGalleryKeyboard,
  bindGalleryMotion,
  claimGalleryNode,
  releaseGalleryNode,
  initialIndexFromHistory,
  isEditableTarget,
  isInViewport,
  nomotionRequested,
  prefersReducedMotion,
} from './gallery.ts';
export type { GalleryHistoryOptions } from './gallery.ts';
export { devicePixelRatio, isMobileDevice, observeNearViewport, observeSize, pageImageQueue, waitForNode } from './media.ts';
export { loadImageElement, loadImagesIn } from './image-loader.ts';
export type { ImageQueueActor } from './media.ts';
export { bindVideoPlayer, registerVideo, subscribeToPlayer } from './video.ts';
export { bindHoverPause } from './gallery.ts';
export { installRemovedTweenGlobal } from './tween-global.ts';
