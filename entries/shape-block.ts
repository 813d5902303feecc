/** `site-machines/shape-block`: the shape block's shapes, connect, codec, hook, component, and the stylesheets it needs. */
export * from '../machines/shape-block/index.ts';
export { useShapeBlock } from '../adapters/react/useShapeBlock.ts';
export { ShapeBlock } from '../ui/ShapeBlock.tsx';
export type { ShapeBlockProps } from '../ui/ShapeBlock.tsx';
/** The stylesheets the component needs (import them in your app's CSS or bundle). */
export const stylesheets = ['site-machines/ui/media.css', 'site-machines/ui/shape-block.css'] as const;
