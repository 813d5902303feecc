export { confirmationMachine } from './machine.ts';
export type { ConfirmationContext, ConfirmationEvent, ConfirmationInput } from './machine.ts';
export { connect as connectConfirmation } from './connect.ts';
export type { ConfirmationApi } from './types.ts';
