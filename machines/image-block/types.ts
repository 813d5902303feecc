import type { ImageBlockVariant } from './logic.ts';

type Scoped<Part extends string> = { 'data-scope': 'image-block'; 'data-part': Part };

/** What `connect` needs besides the snapshot. */
export interface ImageBlockConnectOptions {
  /** The block's DOM id; its parts' ids derive from it. */
  id: string;
  variant: ImageBlockVariant;
  /** [BLK-068] The video's ratio (width / height), or null for the 65 % placeholder. */
  videoRatio?: number | null;
}

/** The image block's view model: what any renderer spreads. */
export interface ImageBlockApi {
  variant: ImageBlockVariant;
  /** [BLK-066] Under 415 px wide (known only once measured). */
  narrow: boolean;
  /** [BLK-067] Its text's smallest size is 13 px or less. */
  minFont: boolean;
  /** [BLK-069] Half of it has been in view. */
  seen: boolean;
  getRootProps(): Scoped<'root'> & {
    id: string;
    className: string;
    'data-variant': ImageBlockVariant;
    'data-variant-id': number;
    'data-narrow'?: '';
    'data-seen'?: '';
  };
  /** The variant's arrangement of picture and text, inside the root it is measured by. */
  getLayoutProps(): Scoped<'layout'> & { className: string };
  getMediaProps(): Scoped<'media'>;
  getContentProps(): Scoped<'content'>;
  getTitleProps(): Scoped<'title'> & { id: string };
  getBodyProps(): Scoped<'body'>;
  getButtonProps(): Scoped<'button'> & { className: string };
  /** [BLK-068] The video's box: 65 % as tall as wide, or 100 / ratio. */
  getVideoProps(): Scoped<'video'> & { style: { paddingBottom: string } };
  /** The video's frame: its address only once the block has been seen [BLK-069]. */
  getFrameProps(src: string, title: string): Scoped<'frame'> & { title: string; src?: string; loading: 'lazy'; allow: string; allowFullScreen: true };
}
