export { summaryMachine } from './machine.ts';
export type { SummaryContext } from './machine.ts';
export { connect as connectSummary } from './connect.ts';
export { decodeWidgetAnswer } from './codec.ts';
export type { SummaryApi, SummaryEvent, SummaryInput } from './types.ts';
