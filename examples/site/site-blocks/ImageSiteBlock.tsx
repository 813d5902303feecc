import '../../../ui/image-block.css';
import type { DecodedImageBlock } from '../../../machines/image-block/codec.ts';
import { ImageBlock } from '../../../ui/ImageBlock.tsx';
import { SITE_BLOCK_WIDTH } from './layout.ts';

export interface ImageSiteBlockProps {
  id: string;
  data: DecodedImageBlock;
  /** On the first screen: its picture loads at once, with high priority. */
  priority: boolean;
}

/** An image block of the site. */
export function ImageSiteBlock({ id, data, priority }: ImageSiteBlockProps) {
  return <ImageBlock block={data} id={id} priority={priority} sizes={SITE_BLOCK_WIDTH} headingLevel={2} />;
}
