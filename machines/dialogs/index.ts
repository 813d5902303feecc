export { dialogStackMachine } from './machine.ts';
export type { DialogStackContext, DialogStackEvent, DialogStackInput } from './machine.ts';
export { connect as connectDialogStack } from './connect.ts';
export type { DialogStackApi } from './types.ts';
