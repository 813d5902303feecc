export { formMachine } from './machine.ts';
export type { FormContext, FormEmitted, FormEvent, FormInput, FormSettings, SaveSubmissionInput } from './machine.ts';
export { connect as connectForm, formPartId } from './connect.ts';
export type { CheckedEventLike, FormApi, FormSnapshot, ValueEventLike } from './connect.ts';
export { decodeFormBlock, decodeFormBlockData, decodeFormValues, formInputOfBlock, decodeSubmissionFailure, readSubmissionKey } from './codec.ts';
export type { CaptchaMode, FormBlockData, FormBlockDecoding, SubmissionFailureData } from './codec.ts';
export {
  extractFieldValue,
  extractFormValues,
  FIELD_KINDS,
  FIELD_PARTS,
  hiddenFieldValue,
  initialFieldValue,
  initialFormValues,
  isMultiPartKind,
  isSingleValueKind,
  partLabels,
  PHONE_COUNTRY_PART,
  PHONE_PARTS,
} from './fields.ts';
export type { FieldKind, FieldValue, FormField, FormValues, SubmittedValue } from './fields.ts';
export { buildSubmissionPayload } from './payload.ts';
export type { AnalyticsFields, FormBlockPayload, PageBlockPayload, PayloadParts, PayloadShape, SubmissionPayload } from './payload.ts';
export { characterCount, isValidEmail, isValidUsZip, validateField, validateForm } from './validation.ts';
export type { ValidationResult } from './validation.ts';
export { captchaSize, fieldMessage, firstErrorField, newsletterLayout, submissionFailureErrors } from './logic.ts';
export type { FormErrors } from './logic.ts';
export * from './constants.ts';
