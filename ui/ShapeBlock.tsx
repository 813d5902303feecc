'use client';
import type { DecodedShapeBlock } from '../machines/shape-block/codec.ts';
import { useShapeBlock } from '../adapters/react/useShapeBlock.ts';
import { Image } from './Image.tsx';

export interface ShapeBlockProps {
  block: DecodedShapeBlock;
  /** The figure's DOM id (its clip path's id derives from it): unique on the page. */
  id: string;
  /** The block is in the page's first screen: its picture is in the server's HTML and loads at once. */
  priority?: boolean;
  /** The block's rendered width as one CSS length, for its picture's `sizes`. */
  sizes?: string;
}

/**
 * A shape block: a shape drawn in its colour, or a picture cropped to the shape by an SVG clip
 * path, in a box of the block's aspect. Renders only what `connect` returns.
 */
export function ShapeBlock({ block, id, priority, sizes }: ShapeBlockProps) {
  const { api } = useShapeBlock(block, id);
  const caption = block.caption ? api.getCaptionProps() : null;
  const path = <path {...api.getPathProps()} />;
  return (
    <figure {...api.getRootProps()} aria-labelledby={caption?.id}>
      {api.kind === 'mask' && block.image ? (
        <>
          <svg {...api.getSvgProps()}>
            <defs>
              <clipPath {...api.getClipPathProps()}>{path}</clipPath>
            </defs>
          </svg>
          <div {...api.getMediaProps()}>
            <Image
              id={`${id}-image`}
              src={block.image.src}
              dimensions={block.image.dimensions}
              focalPoint={block.image.focalPoint}
              fixedRatio={api.aspectPercent / 100}
              alt={block.image.alt}
              load={priority ? true : 'viewport'}
              sizes={sizes}
              loading={priority ? 'eager' : 'lazy'}
              priority={priority ? 'high' : undefined}
            />
          </div>
        </>
      ) : (
        <svg {...api.getSvgProps()}>{path}</svg>
      )}
      {caption && <figcaption {...caption}>{block.caption}</figcaption>}
    </figure>
  );
}
