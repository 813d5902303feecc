/** `site-machines/block-animation`: block entrances and text shrink, with the breakpoints they share. */
export * from '../machines/block-animation/index.ts';
export * from '../machines/text-shrink/index.ts';
export * from '../machines/breakpoints/index.ts';
export { bindBlockAnimation } from '../adapters/browser/block-animation.ts';
export type { BlockAnimationActor, BlockAnimationEnvironment } from '../adapters/browser/block-animation.ts';
export { bindTextShrink, measureFit } from '../adapters/browser/text-shrink.ts';
export type { TextShrinkActor } from '../adapters/browser/text-shrink.ts';
export { frameScheduler, runFrames } from '../adapters/browser/frames.ts';
export type { FrameScheduler } from '../adapters/browser/frames.ts';
export { useBlockAnimation } from '../adapters/react/useBlockAnimation.ts';
export type { BlockAnimationActorRef, UseBlockAnimationInput } from '../adapters/react/useBlockAnimation.ts';
export { useTextShrink } from '../adapters/react/useTextShrink.ts';
export { BlockAnimation } from '../ui/BlockAnimation.tsx';
export type { BlockAnimationProps } from '../ui/BlockAnimation.tsx';
export { ShrinkText } from '../ui/ShrinkText.tsx';
export type { ShrinkTextProps } from '../ui/ShrinkText.tsx';
export const stylesheets = ['site-machines/ui/block-animation.css'] as const;
