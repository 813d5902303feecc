import type { ShapeName } from './logic.ts';

type Scoped<Part extends string> = { 'data-scope': 'shape-block'; 'data-part': Part };

/** The shape block's view model: what any renderer spreads. */
export interface ShapeBlockApi {
  shape: ShapeName;
  /** The box's height as a percentage of its width [BLK-071] [CONST-026]. */
  aspectPercent: number;
  /** The shape crops a picture (a mask), or is drawn. */
  kind: 'mask' | 'drawn';
  /** The figure: its box holds the ratio before anything loads. */
  getRootProps(): Scoped<'root'> & { id: string; className: string; 'data-shape': ShapeName; 'data-kind': 'mask' | 'drawn'; style: Record<string, string> };
  /**
   * The SVG: for a drawn shape, the picture of it (named, or hidden when it is decoration); for
   * a mask, the zero-size holder of the clip path.
   */
  getSvgProps(): Scoped<'svg'> & {
    viewBox: string;
    preserveAspectRatio: 'none';
    focusable: 'false';
    role?: 'img';
    'aria-label'?: string;
    'aria-hidden'?: true;
    width?: number;
    height?: number;
    className: string;
  };
  /** A mask's clip path, in the picture's own box (objectBoundingBox). */
  getClipPathProps(): Scoped<'clip-path'> & { id: string; clipPathUnits: 'objectBoundingBox' };
  /** The shape's outline. */
  getPathProps(): Scoped<'path'> & { d: string; fill?: string; fillRule: 'evenodd' | 'nonzero'; clipRule: 'evenodd' | 'nonzero' };
  /** The masked picture's holder: clipped to the shape. */
  getMediaProps(): Scoped<'media'> & { className: string; style: Record<string, string> };
  getCaptionProps(): Scoped<'caption'> & { id: string };
}
