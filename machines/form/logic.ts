import {
  CAPTCHA_COMPACT_BELOW_PX,
  NEWSLETTER_SMALL_BELOW_PX,
  FIELD_ERRORS_STATUS,
  FIELD_MESSAGES,
  PROCESSING_ERROR_MESSAGE,
  STATUS_MESSAGES,
  UNKNOWN_ERROR_MESSAGE,
  UNPARSABLE_FIELDS_MESSAGE,
} from './constants.ts';
import type { FormFieldDefinition } from './fields.ts';
import { recordOf } from './values.ts';

export interface FormErrors {
  fieldErrors: Record<string, string>;
  formError: string | null;
}


/**
 * What `saveSubmission` rejected with, `{status, data: {errors?, error?}, reason?}` (the browser
 * adapter decodes the answer with io-ts first); read defensively, as any adapter may reject.
 */
function readFailure(failure: unknown) {
  const { status, data, reason } = recordOf(failure);
  const { errors, error } = recordOf(data);
  return {
    status: typeof status === 'number' ? status : 0,
    errors: Object.entries(recordOf(errors)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    error: typeof error === 'string' ? error : undefined,
    reason,
  };
}

/**
 * [FORM-032] The errors a failed SaveFormSubmission shows, from the answer's status and its
 * data.errors or data.error (document 000 §8 by status).
 */
export function submissionFailureErrors(failure: unknown, fields: readonly FormFieldDefinition[]): FormErrors {
  const { status, errors, error, reason } = readFailure(failure);
  if (status === FIELD_ERRORS_STATUS && errors.length > 0) {
    // [FORM-047] Each listed field is marked; errors naming fields this form does not have
    // cannot be shown on a field, so the form says its fields could not be read [FORM-044].
    const known = new Set(fields.filter((field) => field.type !== 'section' && field.type !== 'hidden').map((field) => field.id));
    const fieldErrors = Object.fromEntries(errors.filter(([id]) => known.has(id)));
    const hasUnknown = errors.some(([id]) => !known.has(id));
    return { fieldErrors, formError: hasUnknown ? UNPARSABLE_FIELDS_MESSAGE : null };
  }
  // [FORM-050] [FORM-051] [FORM-052] [FORM-053] By status; [FORM-041] an answer that could not
  // be read; [FORM-054] otherwise data.error or the unknown-error message.
  const byStatus = STATUS_MESSAGES[status];
  const message = byStatus ?? (reason === 'parse' ? PROCESSING_ERROR_MESSAGE : (error ?? UNKNOWN_ERROR_MESSAGE));
  return { fieldErrors: {}, formError: message };
}

/** The first field, in form order, that shows an error: where focus goes after a failure [FORM-023]. */
export function firstErrorField(fields: readonly FormFieldDefinition[], fieldErrors: Readonly<Record<string, string>>): string | null {
  return fields.find((field) => fieldErrors[field.id] !== undefined)?.id ?? null;
}

/** [BLK-077] A captcha is compact in a container under 320 px wide, otherwise normal. */
export function captchaSize(containerWidth: number): 'compact' | 'normal' {
  return containerWidth < CAPTCHA_COMPACT_BELOW_PX ? 'compact' : 'normal';
}

/**
 * A message of the field catalogue (document 002 §5, FORM-063..071) with its `{name}`
 * placeholders filled; a placeholder without a value stays as written.
 */
export function fieldMessage(name: keyof typeof FIELD_MESSAGES, values: Readonly<Record<string, string>> = {}): string {
  return FIELD_MESSAGES[name].replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);
}

/** [BLK-070] The newsletter block's layout: 'small' in a container under 320 px wide. */
export function newsletterLayout(containerWidth: number): 'small' | 'normal' {
  return containerWidth < NEWSLETTER_SMALL_BELOW_PX ? 'small' : 'normal';
}

/** [FORM-027] The submission key in what `fetchSubmissionKey` resolved, or `null` without one. */
export function submissionKeyOf(answer: unknown): string | null {
  const { key } = recordOf(answer);
  return typeof key === 'string' && key !== '' ? key : null;
}
