import { listOf, mapOf, recordOf, textOf } from './values.ts';

/**
 * Form fields: their kinds, the value each kind holds while the visitor types, and the value
 * it yields for submission (document 000 §3, FORM-004..013).
 */

/** Kinds whose value is one text (FORM-013), by document 002 §3's field types. */
export const SINGLE_VALUE_KINDS = ['text', 'textarea', 'email', 'number', 'website', 'currency', 'password', 'twitter'] as const;
/** [FORM-006] Kinds made of parts, whose value is the list of parts. */
export const MULTI_PART_KINDS = ['date', 'time', 'name', 'address'] as const;

export type SingleValueKind = (typeof SINGLE_VALUE_KINDS)[number];
export type MultiPartKind = (typeof MULTI_PART_KINDS)[number];
/** [FORM-004] Every field kind read for submission. */
export type FieldKind = SingleValueKind | MultiPartKind | 'phone' | 'radio' | 'checkbox' | 'select' | 'likert' | 'hidden' | 'section';

/** Every kind, in the order of SINGLE_VALUE_KINDS, MULTI_PART_KINDS, then the rest. */
export const FIELD_KINDS: readonly FieldKind[] = [
  'text', 'textarea', 'email', 'number', 'website', 'currency', 'password', 'twitter',
  'date', 'time', 'name', 'address',
  'phone', 'radio', 'checkbox', 'select', 'likert', 'hidden', 'section',
];

/** One field of a form as the machine reads it (ARCHITECTURE.md: `{id, type, required?, maxLength?}`). */
export interface FormFieldDefinition {
  id: string;
  type: FieldKind;
  /** The field's title: its label, and the name in its required message. */
  title?: string;
  required?: boolean;
  /** [FORM-038] [FORM-056] Textarea character limit; a counter shows when above 0. */
  maxLength?: number;
  description?: string;
  placeholder?: string;
  /** [FORM-061] Choices of radio, checkbox and select; the questions of a likert field. */
  options?: readonly string[];
  /** [FORM-059] A phone field with a country-code part (4 parts instead of 3). */
  showCountryCode?: boolean;
  /** [FORM-057] */
  currencySymbol?: string;
  /** [FORM-060] A section draws a line under its title. */
  underline?: boolean;
  /** [FORM-062] [FORM-012] A hidden field's query-string name and its configured value. */
  key?: string;
  value?: string;
}

/** What a field holds while the visitor fills the form in. */
export type FieldValue = string | readonly string[] | Readonly<Record<string, string>>;
export type FormValues = Readonly<Record<string, FieldValue>>;

/** The parts of each multi-part kind, in order, with the label each part's input shows. */
export const FIELD_PARTS: Readonly<Record<MultiPartKind, readonly string[]>> = {
  name: ['First Name', 'Last Name'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'AM/PM'],
  address: ['Address Line 1', 'Address Line 2', 'City', 'State/Province', 'Zip/Postal Code', 'Country'],
};
/** [FORM-007] A phone field's parts: 3, or 4 with the country code first. */
export const PHONE_PARTS: readonly string[] = ['Area Code', 'Prefix', 'Line'];
export const PHONE_COUNTRY_PART = 'Country Code';
/** Parts a visitor may leave empty in a required field: the second address line, the country code. */
export const OPTIONAL_PART_LABELS: readonly string[] = ['Address Line 2', 'Country Code'];
/** Index of the zip and country parts of an address [FORM-033]. */
export const ADDRESS_ZIP_PART = 4;
export const ADDRESS_COUNTRY_PART = 5;

export const isSingleValueKind = (kind: FieldKind): kind is SingleValueKind => (SINGLE_VALUE_KINDS as readonly string[]).includes(kind);
export const isMultiPartKind = (kind: FieldKind): kind is MultiPartKind => (MULTI_PART_KINDS as readonly string[]).includes(kind);

/**
 * The labels of a field's parts, or `[]` for a kind without parts. A phone has the country code
 * in front when it shows one, or when its value already has 4 parts (as submitted, FORM-007).
 */
export function partLabels(field: FormFieldDefinition, partCount?: number): readonly string[] {
  if (field.type === 'phone') return field.showCountryCode || partCount === PHONE_PARTS.length + 1 ? [PHONE_COUNTRY_PART, ...PHONE_PARTS] : PHONE_PARTS;
  return isMultiPartKind(field.type) ? FIELD_PARTS[field.type] : [];
}

/** Whether the visitor may leave this part of a required field empty. */
export function isOptionalPart(field: FormFieldDefinition, index: number, partCount?: number): boolean {
  return OPTIONAL_PART_LABELS.includes(partLabels(field, partCount)[index] ?? '');
}

/**
 * [FORM-012] A hidden field takes the query-string value of the same name (its key, else its
 * id) when that parameter is present, otherwise its configured value.
 */
export function hiddenFieldValue(field: FormFieldDefinition, query: string): string {
  const fromQuery = new URLSearchParams(query).get(field.key ?? field.id);
  return fromQuery ?? field.value ?? '';
}

/** What a field holds before the visitor touches it; `undefined` for a section [FORM-005]. */
export function initialFieldValue(field: FormFieldDefinition, query = ''): FieldValue | undefined {
  switch (field.type) {
    case 'section':
      return undefined;
    case 'hidden':
      return hiddenFieldValue(field, query);
    case 'checkbox':
      return [];
    case 'likert':
      return {};
    default: {
      const parts = partLabels(field);
      return parts.length > 0 ? parts.map(() => '') : '';
    }
  }
}

/** Every field's starting value, by id; sections hold none. */
export function initialFormValues(fields: readonly FormFieldDefinition[], query = ''): FormValues {
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    const value = initialFieldValue(field, query);
    if (value !== undefined) values[field.id] = value;
  }
  return values;
}

/** The value a submission carries for one field (document 000 §3), `undefined` when none. */
export type SubmittedValue = string | string[] | Record<string, string>;


/** Reads one field's submitted value from what it holds (FORM-005..013). */
export function extractFieldValue(field: FormFieldDefinition, value: FieldValue | undefined): SubmittedValue | undefined {
  switch (field.type) {
    // [FORM-005] A section has no value.
    case 'section':
      return undefined;
    // [FORM-007] Three phone parts get an empty country part in front.
    case 'phone': {
      const parts = [...listOf(value)];
      return parts.length === 3 ? ['', ...parts] : parts;
    }
    // [FORM-009] The checked values.
    case 'checkbox':
      return [...listOf(value)];
    // [FORM-011] Each answered question to its answer on the -2..2 scale.
    case 'likert':
      return Object.fromEntries(Object.entries(mapOf(value)).filter(([, answer]) => answer !== ''));
    // [FORM-008] [FORM-010] [FORM-012] [FORM-013] One value.
    case 'radio':
    case 'select':
    case 'hidden':
      return textOf(value);
    default:
      // [FORM-006] Parts as a list; [FORM-013] any other kind its single value.
      return isMultiPartKind(field.type) ? [...listOf(value)] : textOf(value);
  }
}

/** The `form` object of a submission: every field's submitted value keyed by field id. */
export function extractFormValues(fields: readonly FormFieldDefinition[], values: FormValues): Record<string, SubmittedValue> {
  const submitted: Record<string, SubmittedValue> = {};
  for (const field of fields) {
    const value = extractFieldValue(field, values[field.id]);
    if (value !== undefined) submitted[field.id] = value;
  }
  return submitted;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);
const isTextMap = (value: unknown): value is Record<string, string> => value === recordOf(value) && Object.values(value).every(isText);

/** Whether a value has the shape its field kind holds. */
function fitsKind(field: FormFieldDefinition, value: unknown): value is FieldValue {
  if (field.type === 'checkbox') return isTextList(value);
  if (field.type === 'likert') return isTextMap(value);
  if (field.type === 'phone' || isMultiPartKind(field.type)) return isTextList(value) && value.length === partLabels(field).length;
  return isText(value);
}

/**
 * Reads the values a SUBMIT carries (a renderer's, so typed, but any renderer's): every field's
 * value must have its kind's shape. `null` when one does not: the submit fails with FORM-044.
 */
export function readFormValues(fields: readonly FormFieldDefinition[], values: unknown): FormValues | null {
  if (typeof values !== 'object' || values === null) return null;
  const read: Record<string, FieldValue> = {};
  for (const field of fields) {
    if (field.type === 'section') continue;
    const value = (values as Record<string, unknown>)[field.id];
    if (!fitsKind(field, value)) return null;
    read[field.id] = value;
  }
  return read;
}
