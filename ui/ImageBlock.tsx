'use client';
import type { DecodedImageBlock } from '../machines/image-block/codec.ts';
import { useImageBlock } from '../adapters/react/useImageBlock.ts';
import type { ActorHookOptions } from '../adapters/react/actor-hooks.ts';
import { Image } from './Image.tsx';

export interface ImageBlockProps extends ActorHookOptions {
  block: DecodedImageBlock;
  /** The block's DOM id: unique on the page. */
  id: string;
  /** The block is in the page's first screen: its picture is in the server's HTML and loads at once. */
  priority?: boolean;
  /** The block's rendered width as one CSS length, for its picture's `sizes`. */
  sizes?: string;
  /** The title's heading level (3 by default). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * An image block in one of its six variants (inline, poster, card, overlap, collage, stack):
 * its picture on the image layer, its text beside, over or under it, a video in the picture's
 * place once the block has been seen. Renders only what `connect` returns.
 */
export function ImageBlock({ block, id, priority, sizes, headingLevel = 3, inspect }: ImageBlockProps) {
  const { api, rootRef } = useImageBlock({ id, variant: block.variant, videoRatio: block.video?.ratio }, { inspect });
  const Heading = `h${headingLevel}` as const;
  const hasText = block.title || block.body || block.button;
  return (
    <div ref={rootRef} {...api.getRootProps()}>
      <div {...api.getLayoutProps()}>
      <div {...api.getMediaProps()}>
        {block.video ? (
          <div {...api.getVideoProps()}>
            <iframe {...api.getFrameProps(block.video.src, block.video.title)} />
          </div>
        ) : (
          <Image
            id={`${id}-image`}
            src={block.image.src}
            dimensions={block.image.dimensions}
            focalPoint={block.image.focalPoint}
            alt={block.image.alt}
            load={priority ? true : 'viewport'}
            sizes={sizes}
            loading={priority ? 'eager' : 'lazy'}
            priority={priority ? 'high' : undefined}
          />
        )}
      </div>
      {hasText && (
        <div {...api.getContentProps()}>
          {block.title && <Heading {...api.getTitleProps()}>{block.title}</Heading>}
          {block.body && <p {...api.getBodyProps()}>{block.body}</p>}
          {block.button && (
            <a {...api.getButtonProps()} href={block.button.href}>
              {block.button.label}
            </a>
          )}
        </div>
      )}
      </div>
    </div>
  );
}
