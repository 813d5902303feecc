import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { CAPTCHA_NOT_SET_UP_MESSAGE, LIKERT_SCALE, REQUIRED_MARK_TEXT, SCROLL_DOWN_NOTICE, SCROLL_UP_NOTICE, SELECT_PLACEHOLDER_TEXT, SUBMITTING_TEXT, TEXTAREA_ROWS } from './constants.ts';
import { isOptionalPart, partLabels, type FieldValue, type FormFieldDefinition } from './fields.ts';
import { inputHints, isGroupKind, partAutoComplete } from './input-hints.ts';
import type { FormEvent, formMachine } from './machine.ts';
import type { FormApi, FormFieldLayout } from './types.ts';
import { characterCount } from './validation.ts';
import { listOf, mapOf, textOf } from './values.ts';

export type FormSnapshot = SnapshotFrom<typeof formMachine>;

import type { CheckedEventLike, ValueEventLike } from './types.ts';
export type { CheckedEventLike, ValueEventLike };

type FormPart = 'form' | 'field' | 'label' | 'description' | 'error' | 'input' | 'counter' | 'form-error' | 'notice-above' | 'notice-below' | 'success' | 'captcha';

/** DOM id of a part of the form, derived from the form's id so a renderer needs no state. */
export function formPartId(rootId: string, part: FormPart, fieldId = '', index?: number): string {
  const safe = (text: string) => encodeURIComponent(text).replace(/[%.!~*'()]/g, '_');
  return [safe(rootId), part, fieldId === '' ? undefined : safe(fieldId), index].filter((piece) => piece !== undefined).join('-');
}

const TRUE = 'true' as const;

/**
 * What a renderer draws for a field, by its kind, with the texts it shows: the one switch over
 * field kinds, so React and the plain DOM lay a field out the same way.
 */
export function fieldLayout(field: FormFieldDefinition, group: boolean): FormFieldLayout {
  const common = { title: field.title ?? field.id, requiredMark: field.required ? REQUIRED_MARK_TEXT : null, description: field.description ?? null, group };
  switch (field.type) {
    case 'hidden':
      // [FORM-012] A hidden field shows nothing: its value is in the form's state.
      return { kind: 'hidden' };
    case 'section':
      return { kind: 'section', title: field.title ?? '', description: field.description || null, underline: field.underline === true };
    case 'textarea':
      return { ...common, kind: 'textarea', rows: TEXTAREA_ROWS };
    case 'select':
      return { ...common, kind: 'select', placeholder: SELECT_PLACEHOLDER_TEXT, options: field.options ?? [] };
    case 'name':
    case 'date':
    case 'time':
    case 'address':
    case 'phone':
      return { ...common, kind: 'parts', labels: partLabels(field) };
    case 'radio':
    case 'checkbox':
      return { ...common, kind: 'choices', options: field.options ?? [] };
    // [FORM-011] Each question answered on the -2..2 scale, Strongly Disagree .. Strongly Agree.
    case 'likert':
      return { ...common, kind: 'likert', questions: field.options ?? [], scale: LIKERT_SCALE };
    default:
      return { ...common, kind: 'input', prefix: field.type === 'currency' && field.currencySymbol ? field.currencySymbol : null };
  }
}

/** Passes every `get...Props` result of a view model through the renderer's normalizer. */
function normalized<T extends object>(api: T, normalize: NormalizeProps): T {
  const out: Record<string, unknown> = { ...(api as Record<string, unknown>) };
  for (const [name, value] of Object.entries(api as Record<string, unknown>)) {
    if (/^get[A-Z]\w*Props$/.test(name) && typeof value === 'function') out[name] = (...args: unknown[]) => normalize((value as (...a: unknown[]) => object)(...args));
  }
  return out as T;
}

/** Pure view model of a form for any renderer: ARIA first, then data-*, then handlers. */
export function connect(snapshot: FormSnapshot, send: (event: FormEvent) => void, normalize: NormalizeProps): FormApi {
  return normalized(view(snapshot, send), normalize);
}

function view(snapshot: FormSnapshot, send: (event: FormEvent) => void) {
  const { settings, values, fieldErrors, formError, captchaToken } = snapshot.context;
  const state = snapshot.matches('success') ? 'success' : snapshot.matches('submitting') ? 'submitting' : 'idle';
  const submitting = state === 'submitting';
  const succeeded = state === 'success';
  // [FORM-045] [FORM-046] [FORM-049] Notices above and below the form after a failure, except on newsletter forms.
  const showNotices = (formError !== null || Object.keys(fieldErrors).length > 0) && !settings.newsletter && !succeeded;
  const id = (part: FormPart, fieldId?: string, index?: number) => formPartId(settings.id, part, fieldId, index);
  const field = (fieldId: string): FormFieldDefinition => settings.fields.find((candidate) => candidate.id === fieldId) ?? { id: fieldId, type: 'text' };
  const invalid = (fieldId: string) => fieldErrors[fieldId] !== undefined;
  const counterOf = (fieldId: string) => (field(fieldId).type === 'textarea' ? characterCount(textOf(values[fieldId]), field(fieldId).maxLength) : null);
  const change = (fieldId: string, value: FieldValue) => send({ type: 'CHANGE', id: fieldId, value });
  const invalidAttribute = (fieldId: string) => (invalid(fieldId) ? TRUE : undefined);
  /** The description, the error and the textarea counter, as `aria-describedby` reads them. */
  const describedBy = (fieldId: string) =>
    [
      field(fieldId).description !== undefined && id('description', fieldId),
      invalid(fieldId) && id('error', fieldId),
      counterOf(fieldId) !== null && id('counter', fieldId),
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const validity = (fieldId: string) => ({ 'aria-invalid': invalidAttribute(fieldId), 'aria-describedby': describedBy(fieldId) });
  /** A label for the input with this id (a part's or an option's when `index` is given). */
  const labelFor = (fieldId: string, index?: number) => ({ htmlFor: id('input', fieldId, index) });

  return {
    state,
    submitting,
    succeeded,
    values,
    fieldErrors,
    formError,
    fields: settings.fields,
    showNotices,
    captcha: settings.captcha,
    /** [FORM-011] The likert scale's answers, -2..2, with their labels, in the order shown. */
    likertScale: LIKERT_SCALE,
    counterOf,
    partLabels: (fieldId: string) => partLabels(field(fieldId)),
    /** What to draw for a field and the texts it shows (title, required mark, placeholder choice). */
    layoutOf: (fieldId: string) => fieldLayout(field(fieldId), isGroupKind(field(fieldId).type)),

    getRootProps: () => ({ id: settings.id, 'data-scope': 'form' as const, 'data-state': state }),
    getFormProps: () => ({
      id: id('form'),
      noValidate: true,
      // [FORM-018] On success the form content is hidden.
      hidden: succeeded,
      'aria-busy': submitting,
      onSubmit: (event: { preventDefault(): void }) => {
        event.preventDefault();
        send({ type: 'SUBMIT', values });
      },
    }),
    /** [FORM-014] [FORM-022] Wraps the fields: disabled (locked) while submitting. */
    getFieldsetProps: () => ({ disabled: submitting }),
    getFieldProps: (fieldId: string) => ({
      id: id('field', fieldId),
      'data-part': 'field' as const,
      'data-invalid': invalid(fieldId) ? '' : undefined,
    }),
    /** The title: a `<label>` for one input; for a group, or a likert question (`index`), the element naming it. */
    getLabelProps: (fieldId: string, index?: number) => ({ id: id('label', fieldId, index), ...(index === undefined ? labelFor(fieldId) : {}) }),
    /** Whether the field is a named group of inputs (parts or choices): its title is not a `<label>`. */
    isGroup: (fieldId: string) => isGroupKind(field(fieldId).type),
    getGroupProps: (fieldId: string) => {
      const radio = field(fieldId).type === 'radio';
      return {
        role: radio ? ('radiogroup' as const) : ('group' as const),
        'aria-labelledby': id('label', fieldId),
        'aria-describedby': describedBy(fieldId),
        'aria-required': radio && field(fieldId).required ? TRUE : undefined,
        'aria-invalid': radio ? invalidAttribute(fieldId) : undefined,
      };
    },
    getDescriptionProps: (fieldId: string) => ({ id: id('description', fieldId) }),
    /** [FORM-048] A field's error, which the renderer places above the field's title. */
    getErrorProps: (fieldId: string) => ({ id: id('error', fieldId), hidden: !invalid(fieldId), 'data-part': 'error' as const, children: fieldErrors[fieldId] }),
    getInputProps: (fieldId: string) => ({
      id: id('input', fieldId),
      name: fieldId,
      value: textOf(values[fieldId]),
      required: field(fieldId).required ?? false,
      placeholder: field(fieldId).placeholder,
      ...inputHints(field(fieldId)),
      ...validity(fieldId),
      onChange: (event: ValueEventLike) => change(fieldId, event.currentTarget.value),
    }),
    /** One part of a name, date, time, address or phone field. */
    getPartProps: (fieldId: string, index: number) => {
      const parts = listOf(values[fieldId]);
      return {
        id: id('input', fieldId, index),
        name: `${fieldId}[${index}]`,
        value: parts[index] ?? '',
        required: (field(fieldId).required ?? false) && !isOptionalPart(field(fieldId), index),
        autoComplete: partAutoComplete(field(fieldId), index),
        ...validity(fieldId),
        onChange: (event: ValueEventLike) => change(fieldId, parts.map((part, at) => (at === index ? event.currentTarget.value : part))),
      };
    },
    /** The label of a part or an option (by its index). */
    getInputLabelProps: labelFor,
    /** A radio or checkbox option; checkboxes add or remove their value [FORM-009]. */
    getOptionProps: (fieldId: string, option: string, index: number) => {
      const checkbox = field(fieldId).type === 'checkbox';
      const checked = listOf(values[fieldId]);
      return {
        id: id('input', fieldId, index),
        type: checkbox ? ('checkbox' as const) : ('radio' as const),
        name: fieldId,
        value: option,
        checked: checkbox ? checked.includes(option) : textOf(values[fieldId]) === option,
        ...(checkbox ? validity(fieldId) : {}),
        // Checked values keep the options' order, whatever order they were ticked in.
        onChange: (event: CheckedEventLike) =>
          change(
            fieldId,
            checkbox ? (field(fieldId).options ?? []).filter((value) => (value === option ? event.currentTarget.checked : checked.includes(value))) : option,
          ),
      };
    },
    /** [FORM-011] Answer `scaleIndex` (of LIKERT_SCALE, -2..2) of likert question `questionIndex`. */
    getLikertOptionProps: (fieldId: string, questionIndex: number, scaleIndex: number) => {
      const question = (field(fieldId).options ?? [])[questionIndex] ?? '';
      const answers = mapOf(values[fieldId]);
      const value = LIKERT_SCALE[scaleIndex]?.value ?? '';
      return {
        id: id('input', fieldId, questionIndex * LIKERT_SCALE.length + scaleIndex),
        type: 'radio' as const,
        name: `${fieldId}[${questionIndex}]`,
        value,
        checked: answers[question] === value,
        onChange: () => change(fieldId, { ...answers, [question]: value }),
      };
    },
    getLikertQuestionProps: (fieldId: string, questionIndex: number) => ({
      role: 'radiogroup' as const,
      'aria-labelledby': id('label', fieldId, questionIndex),
      ...validity(fieldId),
    }),
    /** [FORM-038] The live `n / max` counter, in its error state over the limit. */
    getCounterProps: (fieldId: string) => ({
      id: id('counter', fieldId),
      'data-state': counterOf(fieldId)?.over ? ('over' as const) : ('within' as const),
      children: counterOf(fieldId)?.text,
    }),
    getSubmitProps: () => ({
      type: 'submit' as const,
      // Stays focusable while submitting so focus is not lost; the machine ignores the press.
      'aria-disabled': submitting ? TRUE : undefined,
      // [FORM-025] A submit button bound to the captcha waits for it to be solved.
      disabled: settings.captcha === 'bound' && captchaToken === null,
      'data-part': 'submit' as const,
      // [FORM-015]
      children: submitting ? SUBMITTING_TEXT : settings.submitButtonText,
    }),
    getFormErrorProps: () => ({ id: id('form-error'), role: 'alert' as const, tabIndex: -1, hidden: formError === null, children: formError }),
    getNoticeProps: (where: 'above' | 'below') => ({
      id: id(where === 'above' ? 'notice-above' : 'notice-below'),
      hidden: !showNotices,
      children: where === 'above' ? SCROLL_DOWN_NOTICE : SCROLL_UP_NOTICE,
    }),
    /** [FORM-018] [FORM-019] The success message or HTML: shown on success and focused. */
    getSuccessProps: () => ({ id: id('success'), role: 'status' as const, tabIndex: -1, hidden: !succeeded }),
    successMessage: settings.successMessage,
    // [FORM-020] The owner's success HTML joins the page only once shown: scripts in server-rendered
    // markup would run at load, before any submission, and then again on success.
    successHtml: succeeded ? settings.successHtml : undefined,
    getCaptchaProps: () => ({ id: id('captcha'), hidden: settings.captcha === 'none' }),
    /** [BLK-078] Shown in the captcha's place when the form asks for one and the page has no widget. */
    getCaptchaMissingProps: () => ({ role: 'alert' as const, children: CAPTCHA_NOT_SET_UP_MESSAGE }),
    onCaptchaComplete: (token: string) => send({ type: 'CAPTCHA_COMPLETE', token }),
    onCaptchaExpire: () => send({ type: 'CAPTCHA_EXPIRE' }),
  };
}

/** The view model's shape, from which `FormApi` in types.ts is written out. */
export type FormView = ReturnType<typeof view>;
