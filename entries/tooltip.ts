/** `site-machines/tooltip`: the tooltip's machine, connect, hook, component and stylesheet. */
export * from '../machines/tooltip/index.ts';
export { useTooltip } from '../adapters/react/useTooltip.ts';
export type { TooltipActor } from '../adapters/react/useTooltip.ts';
export { Tooltip } from '../ui/Tooltip.tsx';
export type { TooltipProps, TooltipTriggerProps } from '../ui/Tooltip.tsx';
export const stylesheets = ['site-machines/ui/tooltip.css'] as const;
export { bindTooltip, bindTooltipDismiss } from '../adapters/browser/tooltip.ts';
export type { TooltipEnvironment } from '../adapters/browser/tooltip.ts';
