import type { NormalizeProps } from '../shared/normalize.ts';
import { shapeBlockAnatomy } from './anatomy.ts';
import type { DecodedShapeBlock } from './codec.ts';
import { aspectPercent, shapeFillRule, shapePath } from './logic.ts';
import type { ShapeBlockApi } from './types.ts';

/**
 * The shape block's view model: a drawn shape (an SVG filled with its colour) or a picture
 * cropped to the shape by an SVG clip path [BLK-072] [BLK-073], in a box of the block's aspect
 * [BLK-071] [CONST-026]. The block has no state: this reads its decoded data.
 */
export function connect(block: DecodedShapeBlock, rootId: string, normalize: NormalizeProps): ShapeBlockApi {
  const percent = aspectPercent(block.aspect);
  const kind = block.image ? ('mask' as const) : ('drawn' as const);
  const clipId = shapeBlockAnatomy.id(rootId, 'clip-path');
  const rule = shapeFillRule(block.shape);
  return {
    shape: block.shape,
    aspectPercent: percent,
    kind,
    getRootProps: () =>
      normalize({
        ...shapeBlockAnatomy.attrs('root'),
        id: rootId,
        className: 'sm-shape-block',
        'data-shape': block.shape,
        'data-kind': kind,
        style: { aspectRatio: `100 / ${percent}` },
      }),
    getSvgProps: () =>
      normalize({
        ...shapeBlockAnatomy.attrs('svg'),
        viewBox: '0 0 1 1',
        preserveAspectRatio: 'none' as const,
        focusable: 'false' as const,
        ...(kind === 'mask'
          ? { 'aria-hidden': true as const, width: 0, height: 0 }
          : block.label
            ? { role: 'img' as const, 'aria-label': block.label }
            : { 'aria-hidden': true as const }),
        className: kind === 'mask' ? 'sm-shape-defs' : 'sm-shape-drawing',
      }),
    getClipPathProps: () => normalize({ ...shapeBlockAnatomy.attrs('clip-path'), id: clipId, clipPathUnits: 'objectBoundingBox' as const }),
    getPathProps: () => normalize({ ...shapeBlockAnatomy.attrs('path'), d: shapePath(block.shape, percent), fill: kind === 'drawn' ? block.color : undefined, fillRule: rule, clipRule: rule }),
    getMediaProps: () => normalize({ ...shapeBlockAnatomy.attrs('media'), className: 'sm-shape-media', style: { clipPath: `url(#${clipId})` } }),
    getCaptionProps: () => normalize({ ...shapeBlockAnatomy.attrs('caption'), id: shapeBlockAnatomy.id(rootId, 'caption') }),
  };
}
