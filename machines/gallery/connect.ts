import type { NormalizeProps } from '../shared/normalize.ts';
import { connectLayout, type GalleryConnectOptions, type GallerySnapshot } from './connect-layout.ts';
import { galleryLayoutViews } from './layout-views/index.ts';
import type { GalleryEvent } from './machine.ts';

export { autoplayStatus, galleryPartId } from './connect-layout.ts';
export type {
  AutoplayStatus,
  FocusEventLike,
  GalleryApi,
  GalleryConnectOptions,
  GalleryKeyPress,
  GallerySnapshot,
  SlideAttributes,
  SlideImageHints,
  SlideTrigger,
  TransitionEventLike,
} from './connect-layout.ts';

/**
 * Pure view model of a gallery of any layout, for any renderer (`connectLayout` with every
 * layout's view rules): the WAI-ARIA carousel pattern or a list, the class names and data
 * attributes templates depend on, each layout's styles, then the handlers. A renderer that draws
 * one layout calls `connectLayout` with that layout's rules alone and ships no other's [GAL-010].
 */
export function connect(snapshot: GallerySnapshot, send: (event: GalleryEvent) => void, options: GalleryConnectOptions, normalize: NormalizeProps) {
  return connectLayout(snapshot, send, options, normalize, galleryLayoutViews);
}
