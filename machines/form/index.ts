export { formMachine } from './machine.ts';
export type { FormContext, FormEmitted, FormEvent, FormInput, FormSettings, SaveSubmissionInput } from './machine.ts';
export { connect as connectForm, formPartId } from './connect.ts';
export type { CheckedEventLike, FormApi, FormSnapshot, ValueEventLike } from './connect.ts';
export { decodeAnswerData, decodeFormBlock, decodeFormBlockData, decodeKeyAnswer, formInputOfBlock } from './codec.ts';
export type { CaptchaMode, FormBlockData, FormBlockDecoding } from './codec.ts';
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
  readFormValues,
  PHONE_COUNTRY_PART,
  PHONE_PARTS,
} from './fields.ts';
export type { FieldKind, FieldValue, FormField, FormValues, SubmittedValue } from './fields.ts';
export { buildSubmissionPayload } from './payload.ts';
export type { AnalyticsFields, FormBlockPayload, PageBlockPayload, PayloadParts, PayloadShape, SubmissionPayload } from './payload.ts';
export { characterCount, isValidEmail, isValidUsZip, validateField, validateForm } from './validation.ts';
export type { EmailRule, ValidationOptions, ValidationResult } from './validation.ts';
export { captchaSize, fieldMessage, firstErrorField, newsletterLayout, submissionFailureErrors, submissionKeyOf } from './logic.ts';
export type { FormErrors } from './logic.ts';
export * from './constants.ts';
