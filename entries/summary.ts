/** `site-machines/summary`: the events summary block (widget rendering, sanitized): machine, connect, hook, component, stylesheet. */
export * from '../machines/summary/index.ts';
export { bindSummary, createSummaryActor, summaryMachineFor } from '../adapters/browser/summary.ts';
export type { SummaryActor } from '../adapters/browser/summary.ts';
export { useSummary } from '../adapters/react/useSummary.ts';
export { SummaryBlock } from '../ui/SummaryBlock.tsx';
export type { SummaryBlockProps } from '../ui/SummaryBlock.tsx';
/** The stylesheets the component needs (import them in your app's CSS or bundle). */
export const stylesheets = ['site-machines/ui/summary.css'] as const;
