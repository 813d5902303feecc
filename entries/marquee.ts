/** `site-machines/marquee`: text along a wave: machine, connect, codec, hook, component and stylesheet. */
export * from '../machines/marquee/index.ts';
export { bindMarquee, createFrameLoop, observeMarquee } from '../adapters/browser/marquee.ts';
export { useMarquee } from '../adapters/react/useMarquee.ts';
export type { MarqueeActor } from '../adapters/react/useMarquee.ts';
export { Marquee } from '../ui/Marquee.tsx';
export type { MarqueeProps } from '../ui/Marquee.tsx';
export const stylesheets = ['site-machines/ui/marquee.css'] as const;
