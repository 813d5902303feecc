/** `site-machines/highlight`: the text highlight's machine, connect, codec, browser binding, hook, component and stylesheet. */
export * from '../machines/highlight/index.ts';
export { bindHighlight } from '../adapters/browser/highlight.ts';
export type { HighlightActor, HighlightEnvironment } from '../adapters/browser/highlight.ts';
export { useHighlight } from '../adapters/react/useHighlight.ts';
export type { HighlightActorRef, UseHighlightInput } from '../adapters/react/useHighlight.ts';
export { Highlight } from '../ui/Highlight.tsx';
export type { HighlightProps } from '../ui/Highlight.tsx';
export const stylesheets = ['site-machines/ui/highlight.css'] as const;
