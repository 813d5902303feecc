export { tooltipMachine } from './machine.ts';
export type { TooltipContext, TooltipEvent, TooltipInput } from './machine.ts';
export { connect as connectTooltip } from './connect.ts';
export type { PointerEventLike, PointerLeaveEventLike, TooltipApi, TooltipKeyboardEventLike, TooltipSnapshot } from './types.ts';
export { tooltipAnatomy } from './anatomy.ts';
export { decodeTooltipData } from './codec.ts';
export type { TooltipData, TooltipDecoding } from './codec.ts';
export { TOOLTIP_DATA_ERROR, TOOLTIP_DISMISS_KEY, TOOLTIP_EDGE_MARGIN, TOOLTIP_MOUSE_OFFSET, TOOLTIP_SHOW_DELAY_MS, TOOLTIP_WIDTH } from './constants.ts';
