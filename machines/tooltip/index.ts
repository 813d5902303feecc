export { tooltipMachine } from './machine.ts';
export type { TooltipContext, TooltipEvent, TooltipInput } from './machine.ts';
export { connect as connectTooltip } from './connect.ts';
export type { PointerEventLike, PointerLeaveEventLike, TooltipApi, TooltipKeyboardEventLike, TooltipSnapshot } from './connect.ts';
export * from './constants.ts';
export { pointRect } from './logic.ts';
