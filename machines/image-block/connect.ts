import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { imageBlockAnatomy } from './anatomy.ts';
import { IMAGE_BLOCK_MIN_FONT_CLASS, IMAGE_BLOCK_VARIANTS } from './constants.ts';
import { isNarrow, needsMinFontClass, videoPlaceholderPercent } from './logic.ts';
import type { ImageBlockEvent, imageBlockMachine } from './machine.ts';
import type { ImageBlockApi, ImageBlockConnectOptions } from './types.ts';

export type ImageBlockSnapshot = SnapshotFrom<typeof imageBlockMachine>;

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The image block's view model for any renderer: the variant's layout (block variants
 * 1012..1017) with its narrow form under 415 px [BLK-066], the min-font class [BLK-067], a
 * video's placeholder ratio [BLK-068] and its frame once half the block has been seen [BLK-069].
 */
export function connect(snapshot: ImageBlockSnapshot, _send: (event: ImageBlockEvent) => void, normalize: NormalizeProps, options: ImageBlockConnectOptions): ImageBlockApi {
  const { width, minFontSize } = snapshot.context;
  const narrow = isNarrow(width);
  const minFont = needsMinFontClass(minFontSize);
  const seen = snapshot.value === 'seen';
  const { id, variant } = options;
  return {
    variant,
    narrow,
    minFont,
    seen,
    getRootProps: () =>
      normalize({
        ...imageBlockAnatomy.attrs('root'),
        id,
        className: minFont ? `sm-image-block ${IMAGE_BLOCK_MIN_FONT_CLASS}` : 'sm-image-block',
        'data-variant': variant,
        'data-variant-id': IMAGE_BLOCK_VARIANTS[variant],
        'data-narrow': narrow ? ('' as const) : undefined,
        'data-seen': seen ? ('' as const) : undefined,
      }),
    getLayoutProps: () => normalize({ ...imageBlockAnatomy.attrs('layout'), className: 'sm-image-block-layout' }),
    getMediaProps: () => normalize(imageBlockAnatomy.attrs('media')),
    getContentProps: () => normalize(imageBlockAnatomy.attrs('content')),
    getTitleProps: () => normalize({ ...imageBlockAnatomy.attrs('title'), id: imageBlockAnatomy.id(id, 'title') }),
    getBodyProps: () => normalize(imageBlockAnatomy.attrs('body')),
    getButtonProps: () => normalize({ ...imageBlockAnatomy.attrs('button'), className: 'sm-image-block-button' }),
    getVideoProps: () => normalize({ ...imageBlockAnatomy.attrs('video'), style: { paddingBottom: `${round(videoPlaceholderPercent(options.videoRatio))}%` } }),
    getFrameProps: (src, title) =>
      normalize({
        ...imageBlockAnatomy.attrs('frame'),
        title,
        src: seen ? src : undefined,
        loading: 'lazy' as const,
        allow: 'autoplay; fullscreen',
        allowFullScreen: true as const,
      }),
  };
}
