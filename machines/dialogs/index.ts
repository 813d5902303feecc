export { dialogStackMachine } from './machine.ts';
export type { DialogStackContext, DialogStackEmitted, DialogStackEvent, DialogStackInput } from './machine.ts';
export { connect as connectDialogStack } from './connect.ts';
export type { DialogLayerProps, DialogStackApi, DialogStackSnapshot } from './types.ts';
export { dialogStackAnatomy } from './anatomy.ts';
export { isStandardControlArea, nextZIndex } from './logic.ts';
export type { DialogKind, DialogRequest, QueuedDialog, StackedDialog } from './logic.ts';
export { CONTROL_AREA_ATTRIBUTE, INITIAL_FOCUS_ATTRIBUTE, DIALOG_BASE_Z_INDEX, DIALOG_Z_INDEX_STEP, ESCAPE_KEY, STANDARD_CONTROL_AREAS } from './constants.ts';
