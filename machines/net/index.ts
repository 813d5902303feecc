export { requestMachine } from './machine.ts';
export type { RequestContext, RequestInput } from './machine.ts';
export { requestQueueMachine } from './queue.ts';
export type { RequestQueueEvent } from './queue.ts';
export { CRUMB_COOKIE } from './constants.ts';
