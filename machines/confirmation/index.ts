export { confirmationMachine } from './machine.ts';
export type { ConfirmationContext, ConfirmationEmitted, ConfirmationEvent, ConfirmationInput } from './machine.ts';
export { connect as connectConfirmation } from './connect.ts';
export type { ConfirmationApi, ConfirmationSnapshot, ConfirmationState } from './connect.ts';
export { buttonsOf, styleOf } from './logic.ts';
export type { ConfirmationAnswer, ConfirmationKind, ConfirmationStyle } from './logic.ts';
export * from './constants.ts';
