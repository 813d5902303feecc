export { formMachine } from './machine.ts';
export type { FormContext, FormEmitted, FormEvent, FormInput, FormSettings, SaveSubmissionInput } from './machine.ts';
export { connect as connectForm, fieldLayout, formPartId } from './connect.ts';
export type { FormSnapshot } from './connect.ts';
export type { CheckedEventLike, FormApi, FormFieldLayout, ValueEventLike } from './types.ts';
export { answerDataOf, decodeAnswerData, decodeFormBlock, decodeFormBlockData, decodeKeyAnswer, formInputOfBlock, keyAnswerOf } from './codec.ts';
export type { CaptchaMode, FailedAnswerData, FormBlockData, FormBlockDecoding } from './codec.ts';
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
export { SUBMITTING_TEXT, PROCESSING_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE, CAPTCHA_INCOMPLETE_MESSAGE, SUBMISSION_KEY_MESSAGE, UNPARSABLE_FIELDS_MESSAGE, INVALID_FORM_MESSAGE, SCROLL_DOWN_NOTICE, SCROLL_UP_NOTICE, STATUS_MESSAGES, FIELD_ERRORS_STATUS, EXAMPLE_EMAIL, INVALID_EMAIL_MESSAGE, CHARACTER_LIMIT_MESSAGE, EMAIL_MIN_LENGTH, EMAIL_MAX_LENGTH, EMAIL_PATTERN, WIDE_EMAIL_PATTERN, EMAIL_RULES, DEFAULT_EMAIL_RULE, US_ZIP_PATTERN, requiredMessage, US_ZIP_MESSAGE, US_COUNTRY_NAMES, LIKERT_SCALE, CAPTCHA_COMPACT_BELOW_PX, NEWSLETTER_SMALL_BELOW_PX, CAPTCHA_NOT_SET_UP_MESSAGE, SUBMISSION_KEY_PATH, SAVE_SUBMISSION_PATH, FIELD_MESSAGES, EDITABLE_SETTINGS, TEXTAREA_FLAGGED_SETTING, FORM_BLOCK_DATA_ERROR, SELECT_PLACEHOLDER_TEXT, REQUIRED_MARK_TEXT, TEXTAREA_ROWS } from './constants.ts';
