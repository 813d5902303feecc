import {
  CHARACTER_LIMIT_MESSAGE,
  EMAIL_MAX_LENGTH,
  EMAIL_MIN_LENGTH,
  DEFAULT_EMAIL_RULE,
  EMAIL_PATTERN,
  type EMAIL_RULES,
  INVALID_EMAIL_MESSAGE,
  INVALID_FORM_MESSAGE,
  requiredMessage,
  US_COUNTRY_NAMES,
  US_ZIP_MESSAGE,
  US_ZIP_PATTERN,
  WIDE_EMAIL_PATTERN,
} from './constants.ts';
import { ADDRESS_COUNTRY_PART, ADDRESS_ZIP_PART, isOptionalPart, type FieldValue, type FormFieldDefinition, type FormValues } from './fields.ts';
import { listOf, mapOf, textOf } from './values.ts';

/** Which email grammar a form checks: the spec's (default) or the wide one a site may choose. */
export type EmailRule = (typeof EMAIL_RULES)[number];

/** Options a site sets for its form's rules. */
export interface ValidationOptions {
  /** [FORM-035] 'spec' (default): a 2 to 4 letter top-level part; 'wide': 2 to 63 letters or `xn--`. */
  emailRule?: EmailRule;
}

/**
 * [FORM-034] [FORM-035] A valid email: 3 to 256 characters of the spec's grammar, or with
 * `'wide'` of the widened grammar (longer top-level parts such as `.online`, `.photography`).
 */
export function isValidEmail(text: string, rule: EmailRule = DEFAULT_EMAIL_RULE): boolean {
  const pattern = rule === 'wide' ? WIDE_EMAIL_PATTERN : EMAIL_PATTERN;
  return text.length >= EMAIL_MIN_LENGTH && text.length <= EMAIL_MAX_LENGTH && pattern.test(text);
}

/** [FORM-033] A US zip code is exactly 5 digits. */
export function isValidUsZip(text: string): boolean {
  return US_ZIP_PATTERN.test(text);
}

/** The live counter `n / max` of a textarea with a max length above 0, and its error state. */
export function characterCount(text: string, maxLength: number | undefined): { text: string; over: boolean } | null {
  if (maxLength === undefined || maxLength <= 0) return null;
  return { text: `${text.length} / ${maxLength}`, over: text.length > maxLength };
}


/** Whether a field holds nothing the visitor entered (a required field must not). */
function isMissing(field: FormFieldDefinition, value: FieldValue | undefined): boolean {
  switch (field.type) {
    case 'checkbox':
      return listOf(value).length === 0;
    case 'likert': {
      const answers = mapOf(value);
      return (field.options ?? []).some((question) => !answers[question]);
    }
    default: {
      if (typeof value === 'string' || value === undefined) return textOf(value).trim() === '';
      const parts = listOf(value);
      return parts.length === 0 || parts.some((part, index) => !isOptionalPart(field, index, parts.length) && part.trim() === '');
    }
  }
}

const isUsCountry = (country: string) => country.trim() === '' || US_COUNTRY_NAMES.includes(country.trim().toLowerCase());

/** The message of one field's first broken rule, or `null` when the field is valid. */
export function validateField(field: FormFieldDefinition, value: FieldValue | undefined, options: ValidationOptions = {}): string | null {
  if (field.type === 'section' || field.type === 'hidden') return null;
  const title = field.title ?? field.id;
  if (field.type === 'email') {
    const text = textOf(value);
    // [FORM-036] Empty and optional passes; [FORM-037] anything else must be a valid email.
    if (text === '' && !field.required) return null;
    return isValidEmail(text, options.emailRule) ? null : INVALID_EMAIL_MESSAGE;
  }
  if (field.required && isMissing(field, value)) return requiredMessage(title);
  if (field.type === 'textarea') {
    // [FORM-038] [FORM-039] An empty optional textarea has 0 characters, so it always passes.
    return characterCount(textOf(value), field.maxLength)?.over ? CHARACTER_LIMIT_MESSAGE : null;
  }
  if (field.type === 'address') {
    const parts = listOf(value);
    const zip = (parts[ADDRESS_ZIP_PART] ?? '').trim();
    // [FORM-033] A zip code entered for a US address must be 5 digits.
    if (zip !== '' && isUsCountry(parts[ADDRESS_COUNTRY_PART] ?? '') && !isValidUsZip(zip)) return US_ZIP_MESSAGE;
  }
  return null;
}

export interface ValidationResult {
  /** Field id to message, for every invalid field. */
  fieldErrors: Record<string, string>;
  /** [FORM-040] The whole-form message when any field is invalid, else `null`. */
  formError: string | null;
}

/** Validates every field of a form. */
export function validateForm(fields: readonly FormFieldDefinition[], values: FormValues, options: ValidationOptions = {}): ValidationResult {
  const fieldErrors: Record<string, string> = {};
  for (const field of fields) {
    // An own value only: a field id such as `constructor` never reads the prototype's.
    const message = validateField(field, Object.hasOwn(values, field.id) ? values[field.id] : undefined, options);
    if (message !== null) fieldErrors[field.id] = message;
  }
  return { fieldErrors, formError: Object.keys(fieldErrors).length > 0 ? INVALID_FORM_MESSAGE : null };
}
