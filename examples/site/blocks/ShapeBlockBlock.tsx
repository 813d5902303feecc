// A shape block as an island wakes it (./islands.ts).
import '../../../ui/media.css';
import '../../../ui/shape-block.css';
import type { DecodedShapeBlock } from '../../../machines/shape-block/codec.ts';
import { ShapeBlock } from '../../../ui/ShapeBlock.tsx';

export interface ShapeBlockBlockProps {
  id: string;
  block: DecodedShapeBlock;
  priority?: boolean;
  sizes: string;
}

/** A picture cropped to a shape, or a drawn shape (CONST-026). */
export function ShapeBlockBlock({ id, block, priority, sizes }: ShapeBlockBlockProps) {
  return <ShapeBlock block={block} id={id} priority={priority} sizes={sizes} />;
}
