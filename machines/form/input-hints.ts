import type { FieldKind, FormFieldDefinition } from './fields.ts';

/**
 * What the browser is told about a field's inputs beyond its value: the input type, on-screen
 * keyboard and autofill hint of each kind. One table for every renderer (`connect` gives it).
 */

export interface InputHints {
  type?: 'email' | 'number' | 'url' | 'password';
  autoComplete?: string;
  inputMode?: 'decimal';
}

/** The one-value kinds whose input differs from plain text. */
const INPUT_HINTS: Partial<Readonly<Record<FieldKind, InputHints>>> = {
  email: { type: 'email', autoComplete: 'email' },
  number: { type: 'number' },
  website: { type: 'url', autoComplete: 'url' },
  currency: { inputMode: 'decimal' },
  password: { type: 'password', autoComplete: 'current-password' },
};

/** Autofill hints of the parts of multi-part kinds, in part order; other parts are 'off'. */
const PART_AUTOCOMPLETE: Partial<Readonly<Record<FieldKind, readonly string[]>>> = {
  name: ['given-name', 'family-name'],
  address: ['address-line1', 'address-line2', 'address-level2', 'address-level1', 'postal-code', 'country-name'],
};

/** Kinds shown as a named group of inputs (parts or choices) rather than one labelled input. */
const GROUP_KINDS: readonly FieldKind[] = ['name', 'date', 'time', 'address', 'phone', 'radio', 'checkbox', 'likert'];

export const inputHints = (field: FormFieldDefinition): InputHints => INPUT_HINTS[field.type] ?? {};

export const partAutoComplete = (field: FormFieldDefinition, index: number): string => PART_AUTOCOMPLETE[field.type]?.[index] ?? 'off';

export const isGroupKind = (kind: FieldKind): boolean => GROUP_KINDS.includes(kind);
