export { systemErrorMachine } from './machine.ts';
export type { SystemErrorContext, SystemErrorEmitted, SystemErrorEvent, SystemErrorInput } from './machine.ts';
export { connect as connectSystemError } from './connect.ts';
export type { SystemErrorApi, SystemErrorSnapshot } from './types.ts';
export { systemErrorAnatomy } from './anatomy.ts';
export { REQUEST_FORMAT, systemErrorForRequest, systemErrorView } from './logic.ts';
export type { SystemError, SystemErrorView } from './logic.ts';
export { decodeSystemError, systemErrorOf } from './codec.ts';
export {
  CLEANED_ERROR_TEXT,
  CLEANED_ERROR_TITLE,
  CLEAR_BUTTON_TEXT,
  ERROR_KEY_LABEL,
  FORMAT_LABEL,
  NETWORK_ERROR_TEXT,
  NETWORK_ERROR_TITLE,
  OTHER_ERROR_TITLE,
  RELOAD_BUTTON_TEXT,
  URL_LABEL,
} from './constants.ts';
