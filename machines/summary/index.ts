export { summaryMachine } from './machine.ts';
export type { SummaryContext } from './machine.ts';
export { connect as connectSummary } from './connect.ts';
export type { SummarySnapshot } from './connect.ts';
export { decodeWidgetAnswer } from './codec.ts';
export { sanitizeWidgetNodes } from './logic.ts';
export { summaryAnatomy } from './anatomy.ts';
export type { SummaryApi, SummaryEmitted, SummaryEvent, SummaryInput, SummaryStatus } from './types.ts';
export { SUMMARY_BLOCK_TYPE, SUMMARY_UNAVAILABLE_MESSAGE, WIDGET_ANSWER_UNREADABLE } from './constants.ts';
