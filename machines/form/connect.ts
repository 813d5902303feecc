import type { SnapshotFrom } from 'xstate';
import { LIKERT_SCALE, SCROLL_DOWN_NOTICE, SCROLL_UP_NOTICE, SUBMITTING_TEXT } from './constants.ts';
import { isOptionalPart, partLabels, type FieldValue, type FormField } from './fields.ts';
import type { FormEvent, formMachine } from './machine.ts';
import { characterCount } from './validation.ts';

export type FormSnapshot = SnapshotFrom<typeof formMachine>;

/** The part of a change event the handlers read (a React or DOM event on an input or select). */
export interface ValueEventLike {
  currentTarget: { value: string };
}
export interface CheckedEventLike {
  currentTarget: { checked: boolean };
}

type FormPart = 'form' | 'field' | 'label' | 'description' | 'error' | 'input' | 'counter' | 'form-error' | 'notice-above' | 'notice-below' | 'success' | 'captcha' | 'submit';

/** DOM id of a part of the form, derived from the form's id so a renderer needs no state. */
export function formPartId(rootId: string, part: FormPart, fieldId = '', index?: number): string {
  const safe = (text: string) => encodeURIComponent(text).replace(/[%.!~*'()]/g, '_');
  return [safe(rootId), part, fieldId === '' ? undefined : safe(fieldId), index].filter((piece) => piece !== undefined).join('-');
}

const textOf = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '');
const listOf = (value: FieldValue | undefined): readonly string[] => (Array.isArray(value) ? (value as readonly string[]) : []);
const mapOf = (value: FieldValue | undefined): Readonly<Record<string, string>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, string>) : {};
const ids = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ') || undefined;

/** Pure view model of a form for any renderer: ARIA first, then data-*, then handlers. */
export function connect(snapshot: FormSnapshot, send: (event: FormEvent) => void) {
  const { settings, values, fieldErrors, formError, captchaToken } = snapshot.context;
  const rootId = settings.id;
  const state = snapshot.matches('success') ? 'success' : snapshot.matches('submitting') ? 'submitting' : 'idle';
  const submitting = state === 'submitting';
  const succeeded = state === 'success';
  const hasErrors = formError !== null || Object.keys(fieldErrors).length > 0;
  const fieldById = new Map(settings.fields.map((field) => [field.id, field]));
  const field = (id: string): FormField => fieldById.get(id) ?? { id, type: 'text' };
  const invalid = (id: string) => fieldErrors[id] !== undefined;
  const counterOf = (id: string) => (field(id).type === 'textarea' ? characterCount(textOf(values[id]), field(id).maxLength) : null);
  const change = (id: string, value: FieldValue) => send({ type: 'CHANGE', id, value });

  /** The description, the error and the textarea counter, as `aria-describedby` reads them. */
  const describedBy = (id: string) =>
    ids(
      field(id).description !== undefined && formPartId(rootId, 'description', id),
      invalid(id) && formPartId(rootId, 'error', id),
      counterOf(id) !== null && formPartId(rootId, 'counter', id),
    );
  const invalidProps = (id: string) => ({ 'aria-invalid': invalid(id) ? ('true' as const) : undefined, 'aria-describedby': describedBy(id) });

  return {
    state,
    submitting,
    succeeded,
    values,
    fieldErrors,
    formError,
    fields: settings.fields,
    /** [FORM-045] [FORM-046] [FORM-049] The notices above and below the form show after a failure, except on newsletter forms. */
    showNotices: hasErrors && !settings.newsletter && !succeeded,
    /** [FORM-025] A submit button bound to the captcha waits for it to be solved. */
    submitDisabled: settings.captcha === 'bound' && captchaToken === null,
    captcha: settings.captcha,
    errorOf: (id: string): string | null => fieldErrors[id] ?? null,
    counterOf,
    partLabels: (id: string) => partLabels(field(id)),

    getRootProps: () => ({ id: rootId, 'data-scope': 'form' as const, 'data-part': 'root' as const, 'data-state': state }),
    getFormProps: () => ({
      id: formPartId(rootId, 'form'),
      noValidate: true,
      // [FORM-018] On success the form content is hidden.
      hidden: succeeded,
      'aria-busy': submitting,
      'data-scope': 'form' as const,
      'data-part': 'form' as const,
      'data-state': state,
      onSubmit: (event: { preventDefault(): void }) => {
        event.preventDefault();
        send({ type: 'SUBMIT', values });
      },
    }),
    /** [FORM-014] [FORM-022] Wraps the fields: disabled (locked) while submitting. */
    getFieldsetProps: () => ({ disabled: submitting, 'data-scope': 'form' as const, 'data-part': 'fields' as const }),
    getFieldProps: (id: string) => ({
      id: formPartId(rootId, 'field', id),
      'data-scope': 'form' as const,
      'data-part': 'field' as const,
      'data-kind': field(id).type,
      'data-invalid': invalid(id) ? '' : undefined,
    }),
    /** The title: a `<label>` for one input, the legend or group label for several. */
    getLabelProps: (id: string) => ({ id: formPartId(rootId, 'label', id), htmlFor: formPartId(rootId, 'input', id) }),
    getGroupProps: (id: string) => {
      const kind = field(id).type;
      return {
        role: kind === 'radio' ? ('radiogroup' as const) : ('group' as const),
        'aria-labelledby': formPartId(rootId, 'label', id),
        'aria-describedby': describedBy(id),
        'aria-required': kind === 'radio' && field(id).required ? ('true' as const) : undefined,
        'aria-invalid': kind === 'radio' && invalid(id) ? ('true' as const) : undefined,
      };
    },
    getDescriptionProps: (id: string) => ({ id: formPartId(rootId, 'description', id), 'data-part': 'description' as const }),
    /** [FORM-048] A field's error, which the renderer places above the field's title. */
    getErrorProps: (id: string) => ({ id: formPartId(rootId, 'error', id), hidden: !invalid(id), 'data-part': 'error' as const }),
    getInputProps: (id: string) => ({
      id: formPartId(rootId, 'input', id),
      name: id,
      value: textOf(values[id]),
      required: field(id).required ?? false,
      placeholder: field(id).placeholder,
      ...invalidProps(id),
      'data-part': 'input' as const,
      onChange: (event: ValueEventLike) => change(id, event.currentTarget.value),
    }),
    /** One part of a name, date, time, address or phone field, labelled by its part label. */
    getPartProps: (id: string, index: number) => {
      const parts = listOf(values[id]);
      const optional = isOptionalPart(field(id), index);
      return {
        id: formPartId(rootId, 'input', id, index),
        name: `${id}[${index}]`,
        value: parts[index] ?? '',
        required: (field(id).required ?? false) && !optional,
        ...invalidProps(id),
        'data-part': 'input' as const,
        onChange: (event: ValueEventLike) => change(id, parts.map((part, at) => (at === index ? event.currentTarget.value : part))),
      };
    },
    getPartLabelProps: (id: string, index: number) => ({ htmlFor: formPartId(rootId, 'input', id, index) }),
    /** A radio or checkbox option; checkboxes add or remove their value [FORM-009]. */
    getOptionProps: (id: string, option: string, index: number) => {
      const kind = field(id).type;
      const checked = kind === 'checkbox' ? listOf(values[id]).includes(option) : textOf(values[id]) === option;
      return {
        id: formPartId(rootId, 'input', id, index),
        type: kind === 'checkbox' ? ('checkbox' as const) : ('radio' as const),
        name: id,
        value: option,
        checked,
        ...(kind === 'checkbox' ? invalidProps(id) : {}),
        onChange: (event: CheckedEventLike) => {
          if (kind !== 'checkbox') return change(id, option);
          const others = listOf(values[id]).filter((value) => value !== option);
          const options = field(id).options ?? [];
          // Checked values keep the options' order, whatever order they were ticked in.
          change(id, event.currentTarget.checked ? options.filter((value) => value === option || others.includes(value)) : others);
        },
      };
    },
    getOptionLabelProps: (id: string, index: number) => ({ htmlFor: formPartId(rootId, 'input', id, index) }),
    /** [FORM-011] One answer of a likert question on the -2..2 scale. */
    getLikertOptionProps: (id: string, questionIndex: number, scaleValue: string) => {
      const question = (field(id).options ?? [])[questionIndex] ?? '';
      const answers = mapOf(values[id]);
      return {
        id: formPartId(rootId, 'input', id, questionIndex * LIKERT_SCALE.length + LIKERT_SCALE.findIndex((entry) => entry.value === scaleValue)),
        type: 'radio' as const,
        name: `${id}[${questionIndex}]`,
        value: scaleValue,
        checked: answers[question] === scaleValue,
        onChange: () => change(id, { ...answers, [question]: scaleValue }),
      };
    },
    getLikertQuestionProps: (id: string, questionIndex: number) => ({
      role: 'radiogroup' as const,
      'aria-labelledby': formPartId(rootId, 'label', id, questionIndex),
      'aria-invalid': invalid(id) ? ('true' as const) : undefined,
      'aria-describedby': describedBy(id),
    }),
    getLikertQuestionLabelProps: (id: string, questionIndex: number) => ({ id: formPartId(rootId, 'label', id, questionIndex) }),
    /** [FORM-038] The live `n / max` counter, in its error state over the limit. */
    getCounterProps: (id: string) => ({
      id: formPartId(rootId, 'counter', id),
      'data-part': 'counter' as const,
      'data-state': counterOf(id)?.over ? ('over' as const) : ('within' as const),
    }),
    getSubmitProps: () => ({
      type: 'submit' as const,
      form: formPartId(rootId, 'form'),
      // Stays focusable while submitting so focus is not lost; the machine ignores the click.
      'aria-disabled': submitting ? ('true' as const) : undefined,
      disabled: settings.captcha === 'bound' && captchaToken === null,
      'data-part': 'submit' as const,
      'data-state': state,
    }),
    /** [FORM-015] */
    submitText: submitting ? SUBMITTING_TEXT : settings.submitButtonText,
    getFormErrorProps: () => ({
      id: formPartId(rootId, 'form-error'),
      role: 'alert' as const,
      tabIndex: -1,
      hidden: formError === null,
      'data-part': 'form-error' as const,
    }),
    getNoticeProps: (where: 'above' | 'below') => ({
      id: formPartId(rootId, where === 'above' ? 'notice-above' : 'notice-below'),
      hidden: !(hasErrors && !settings.newsletter && !succeeded),
      'data-part': 'notice' as const,
      'data-placement': where,
    }),
    noticeText: (where: 'above' | 'below') => (where === 'above' ? SCROLL_DOWN_NOTICE : SCROLL_UP_NOTICE),
    /** [FORM-018] [FORM-019] The success message or HTML: shown on success and focused. */
    getSuccessProps: () => ({
      id: formPartId(rootId, 'success'),
      role: 'status' as const,
      tabIndex: -1,
      hidden: !succeeded,
      'data-part': 'success' as const,
    }),
    successMessage: settings.successMessage,
    successHtml: settings.successHtml,
    getCaptchaProps: () => ({ id: formPartId(rootId, 'captcha'), hidden: settings.captcha === 'none', 'data-part': 'captcha' as const }),
    onCaptchaComplete: (token: string) => send({ type: 'CAPTCHA_COMPLETE', token }),
    onCaptchaExpire: () => send({ type: 'CAPTCHA_EXPIRE' }),
  };
}

export type FormApi = ReturnType<typeof connect>;
