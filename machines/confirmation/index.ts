export { confirmationMachine } from './machine.ts';
export type { ConfirmationContext, ConfirmationEmitted, ConfirmationEvent, ConfirmationInput } from './machine.ts';
export { connect as connectConfirmation } from './connect.ts';
export type { ConfirmationApi, ConfirmationSnapshot, ConfirmationState } from './types.ts';
export { confirmationAnatomy } from './anatomy.ts';
export { buttonsOf, styleOf } from './logic.ts';
export type { ConfirmationAnswer, ConfirmationKind, ConfirmationStyle } from './logic.ts';
export {
  ALERT_CONFIRM_TEXT,
  CONFIRM_OR_REJECT_CONFIRM_TEXT,
  CONFIRMATION_BUTTON_TEXT,
  CONFIRMATION_HIDE_FALLBACK_MS,
  CONFIRMATION_PADDING,
  CONFIRMATION_STYLES,
  CONFIRMATION_WIDTH,
  INFORMATION_AUTO_HIDE_MS,
  INFORMATION_POSITION,
} from './constants.ts';
