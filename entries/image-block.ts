/** `site-machines/image-block`: the image block's machine, connect, codec, binding, hook, component, and the stylesheets it needs. */
export * from '../machines/image-block/index.ts';
export { bindImageBlock } from '../adapters/browser/image-block.ts';
export type { ImageBlockActor, ImageBlockEnvironment } from '../adapters/browser/image-block.ts';
export { useImageBlock } from '../adapters/react/useImageBlock.ts';
export type { UseImageBlockInput } from '../adapters/react/useImageBlock.ts';
export { ImageBlock } from '../ui/ImageBlock.tsx';
export type { ImageBlockProps } from '../ui/ImageBlock.tsx';
/** The stylesheets the component needs (import them in your app's CSS or bundle). */
export const stylesheets = ['site-machines/ui/media.css', 'site-machines/ui/image-block.css'] as const;
