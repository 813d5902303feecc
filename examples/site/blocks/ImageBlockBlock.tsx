// An image block as an island wakes it (./islands.ts).
import '../../../ui/media.css';
import '../../../ui/image-block.css';
import type { DecodedImageBlock } from '../../../machines/image-block/codec.ts';
import { ImageBlock } from '../../../ui/ImageBlock.tsx';

export interface ImageBlockBlockProps {
  id: string;
  block: DecodedImageBlock;
  /** On the first screen: its picture loads at once, with high priority. */
  priority?: boolean;
  /** The picture's `sizes`: the block's width on this site. */
  sizes: string;
}

/** An image block in one of its layouts (BLK-066..073). */
export function ImageBlockBlock({ id, block, priority, sizes }: ImageBlockBlockProps) {
  return <ImageBlock block={block} id={id} priority={priority} sizes={sizes} />;
}
