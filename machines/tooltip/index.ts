export { tooltipMachine } from './machine.ts';
export type { TooltipContext, TooltipEvent, TooltipInput } from './machine.ts';
export { connect as connectTooltip } from './connect.ts';
export type { TooltipApi } from './types.ts';
export { decodeTooltipData } from './codec.ts';
export type { TooltipData } from './codec.ts';
