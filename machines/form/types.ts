/** The part of a change event the handlers read (a React or DOM event on an input or select). */
export interface ValueEventLike {
  currentTarget: { value: string };
}
export interface CheckedEventLike {
  currentTarget: { checked: boolean };
}

import type { FieldValue, FormFieldDefinition } from './fields.ts';

/** A field's frame: its title, the required mark, its description, and whether its inputs form a group. */
interface FieldFrame {
  title: string;
  /** ' (required)' after a required field's title, or null. */
  requiredMark: string | null;
  description: string | null;
  /** Several inputs (a `fieldset`-like group named by the title), not one `<label>`ed input. */
  group: boolean;
}

/** What a renderer draws for a field, by kind (the one switch over field kinds is `fieldLayout`). */
export type FormFieldLayout =
  | { kind: 'hidden' }
  | { kind: 'section'; title: string; description: string | null; underline: boolean }
  | (FieldFrame & { kind: 'textarea'; rows: number })
  | (FieldFrame & { kind: 'select'; placeholder: string; options: readonly string[] })
  | (FieldFrame & { kind: 'parts'; labels: readonly string[] })
  | (FieldFrame & { kind: 'choices'; options: readonly string[] })
  | (FieldFrame & { kind: 'likert'; questions: readonly string[]; scale: readonly { value: string; label: string }[] })
  | (FieldFrame & { kind: 'input'; prefix: string | null });

/** The view model of a form, for any renderer: ARIA first, then data-*, then handlers. */
export interface FormApi {
  state: string;
  submitting: boolean;
  succeeded: boolean;
  values: Readonly<Record<string, FieldValue>>;
  fieldErrors: Record<string, string>;
  formError: string | null;
  fields: readonly FormFieldDefinition[];
  showNotices: boolean;
  captcha: "none" | "required" | "bound";
  /** [FORM-011] The likert scale's answers, -2..2, with their labels, in the order shown. */
  likertScale: readonly { value: string; label: string; }[];
  counterOf: (fieldId: string) => { text: string; over: boolean; } | null;
  partLabels: (fieldId: string) => readonly string[];
  /** What to draw for a field and the texts it shows (title, required mark, placeholder choice). */
  layoutOf: (fieldId: string) => FormFieldLayout;
  getRootProps: () => { id: string; 'data-scope': "form"; 'data-state': string; };
  getFormProps: () => { id: string; noValidate: boolean; hidden: boolean; 'aria-busy': boolean; onSubmit: (event: { preventDefault(): void; }) => void; };
  /** [FORM-014] [FORM-022] Wraps the fields: disabled (locked) while submitting. */
  getFieldsetProps: () => { disabled: boolean; };
  getFieldProps: (fieldId: string) => { id: string; 'data-part': "field"; 'data-invalid': string | undefined; };
  /** The title: a `<label>` for one input; for a group, or a likert question (`index`), the element naming it. */
  getLabelProps: (fieldId: string, index?: number | undefined) => { htmlFor?: string | undefined; id: string; };
  /** Whether the field is a named group of inputs (parts or choices): its title is not a `<label>`. */
  isGroup: (fieldId: string) => boolean;
  getGroupProps: (fieldId: string) => { role: "radiogroup" | "group"; 'aria-labelledby': string; 'aria-describedby': string | undefined; 'aria-required': "true" | undefined; 'aria-invalid': "true" | undefined; };
  getDescriptionProps: (fieldId: string) => { id: string; };
  /** [FORM-048] A field's error, which the renderer places above the field's title. */
  getErrorProps: (fieldId: string) => { id: string; hidden: boolean; 'data-part': "error"; children: string | undefined; };
  getInputProps: (fieldId: string) => { onChange: (event: ValueEventLike) => void; 'aria-invalid': "true" | undefined; 'aria-describedby': string | undefined; type?: "number" | "url" | "email" | "password" | undefined; autoComplete?: string | undefined; inputMode?: "decimal" | undefined; id: string; name: string; value: string; required: boolean; placeholder: string | undefined; };
  /** One part of a name, date, time, address or phone field. */
  getPartProps: (fieldId: string, index: number) => { onChange: (event: ValueEventLike) => void; 'aria-invalid': "true" | undefined; 'aria-describedby': string | undefined; id: string; name: string; value: string; required: boolean; autoComplete: string; };
  /** The label of a part or an option (by its index). */
  getInputLabelProps: (fieldId: string, index?: number | undefined) => { htmlFor: string; };
  /** A radio or checkbox option; checkboxes add or remove their value [FORM-009]. */
  getOptionProps: (fieldId: string, option: string, index: number) => { onChange: (event: CheckedEventLike) => void; 'aria-invalid'?: "true" | undefined; 'aria-describedby'?: string | undefined; id: string; type: "radio" | "checkbox"; name: string; value: string; checked: boolean; };
  /** [FORM-011] Answer `scaleIndex` (of LIKERT_SCALE, -2..2) of likert question `questionIndex`. */
  getLikertOptionProps: (fieldId: string, questionIndex: number, scaleIndex: number) => { id: string; type: "radio"; name: string; value: string; checked: boolean; onChange: () => void; };
  getLikertQuestionProps: (fieldId: string, questionIndex: number) => { 'aria-invalid': "true" | undefined; 'aria-describedby': string | undefined; role: "radiogroup"; 'aria-labelledby': string; };
  /** [FORM-038] The live `n / max` counter, in its error state over the limit. */
  getCounterProps: (fieldId: string) => { id: string; 'data-state': "over" | "within"; children: string | undefined; };
  getSubmitProps: () => { type: "submit"; 'aria-disabled': "true" | undefined; disabled: boolean; 'data-part': "submit"; children: string; };
  getFormErrorProps: () => { id: string; role: "alert"; tabIndex: number; hidden: boolean; children: string | null; };
  getNoticeProps: (where: "above" | "below") => { id: string; hidden: boolean; children: string; };
  /** [FORM-018] [FORM-019] The success message or HTML: shown on success and focused. */
  getSuccessProps: () => { id: string; role: "status"; tabIndex: number; hidden: boolean; };
  successMessage: string | undefined;
  successHtml: string | undefined;
  getCaptchaProps: () => { id: string; hidden: boolean; };
  /** [BLK-078] Shown in the captcha's place when the form asks for one and the page has no widget. */
  getCaptchaMissingProps: () => { role: "alert"; children: string; };
  onCaptchaComplete: (token: string) => void;
  onCaptchaExpire: () => void;
}
