import { memo, type ReactNode } from 'react';
import { LIKERT_SCALE } from '../machines/form/constants.ts';
import type { FormApi } from '../machines/form/connect.ts';
import type { FieldKind, FormField as FormFieldData } from '../machines/form/fields.ts';
import { useFormField, type FormActorRef } from '../adapters/react/useForm.ts';

/** How each one-value kind is typed in: input type and autocomplete hint. */
const SINGLE_INPUTS: Partial<Record<FieldKind, { type: string; autoComplete?: string; inputMode?: 'decimal' }>> = {
  text: { type: 'text' },
  email: { type: 'email', autoComplete: 'email' },
  number: { type: 'number' },
  website: { type: 'url', autoComplete: 'url' },
  currency: { type: 'text', inputMode: 'decimal' },
  password: { type: 'password', autoComplete: 'current-password' },
  twitter: { type: 'text' },
};

/** Autocomplete hints of the parts of multi-part kinds, in part order. */
const PART_AUTOCOMPLETE: Partial<Record<FieldKind, readonly string[]>> = {
  name: ['given-name', 'family-name'],
  address: ['address-line1', 'address-line2', 'address-level2', 'address-level1', 'postal-code', 'country-name'],
};

interface FieldProps {
  api: FormApi;
  field: FormFieldData;
}

/** [FORM-048] The field's error sits above its title. */
function FieldError({ api, field }: FieldProps) {
  return (
    <p {...api.getErrorProps(field.id)} className="sm-form-field-error">
      {api.errorOf(field.id)}
    </p>
  );
}

function Description({ api, field }: FieldProps) {
  return field.description === undefined ? null : (
    <p {...api.getDescriptionProps(field.id)} className="sm-form-description">
      {field.description}
    </p>
  );
}

function Title({ field }: { field: FormFieldData }) {
  return (
    <>
      {field.title ?? field.id}
      {field.required ? <span className="sm-form-required"> (required)</span> : null}
    </>
  );
}

/** A field whose parts or options form a group named by its title. */
function Group({ api, field, children }: FieldProps & { children: ReactNode }) {
  return (
    <div {...api.getFieldProps(field.id)}>
      <FieldError api={api} field={field} />
      <div {...api.getGroupProps(field.id)}>
        <span id={api.getLabelProps(field.id).id} className="sm-form-title">
          <Title field={field} />
        </span>
        <Description api={api} field={field} />
        <div className="sm-form-choices">{children}</div>
      </div>
    </div>
  );
}

function SingleInput({ api, field }: FieldProps) {
  const counter = api.counterOf(field.id);
  const input = SINGLE_INPUTS[field.type] ?? SINGLE_INPUTS.text;
  return (
    <div {...api.getFieldProps(field.id)}>
      <FieldError api={api} field={field} />
      <label {...api.getLabelProps(field.id)} className="sm-form-title">
        <Title field={field} />
      </label>
      <Description api={api} field={field} />
      {field.type === 'textarea' ? (
        <textarea {...api.getInputProps(field.id)} rows={5} />
      ) : (
        <span className="sm-form-input-row">
          {field.type === 'currency' && field.currencySymbol ? <span aria-hidden="true">{field.currencySymbol}</span> : null}
          <input {...api.getInputProps(field.id)} {...input} />
        </span>
      )}
      {counter ? <p {...api.getCounterProps(field.id)}>{counter.text}</p> : null}
    </div>
  );
}

function PartsInput({ api, field }: FieldProps) {
  const hints = PART_AUTOCOMPLETE[field.type] ?? [];
  return (
    <Group api={api} field={field}>
      {api.partLabels(field.id).map((label, index) => (
        <label key={label} {...api.getPartLabelProps(field.id, index)} className="sm-form-part">
          <span>{label}</span>
          <input {...api.getPartProps(field.id, index)} autoComplete={hints[index] ?? 'off'} />
        </label>
      ))}
    </Group>
  );
}

function OptionsInput({ api, field }: FieldProps) {
  return (
    <Group api={api} field={field}>
      {(field.options ?? []).map((option, index) => (
        <label key={option} {...api.getOptionLabelProps(field.id, index)} className="sm-form-option">
          <input {...api.getOptionProps(field.id, option, index)} />
          <span>{option}</span>
        </label>
      ))}
    </Group>
  );
}

function SelectInput({ api, field }: FieldProps) {
  return (
    <div {...api.getFieldProps(field.id)}>
      <FieldError api={api} field={field} />
      <label {...api.getLabelProps(field.id)} className="sm-form-title">
        <Title field={field} />
      </label>
      <Description api={api} field={field} />
      <select {...api.getInputProps(field.id)}>
        <option value="">Select an option</option>
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** [FORM-011] Each question answered on the -2..2 scale, labelled Strongly Disagree .. Strongly Agree. */
function LikertInput({ api, field }: FieldProps) {
  return (
    <Group api={api} field={field}>
      {(field.options ?? []).map((question, questionIndex) => (
        <div key={question} {...api.getLikertQuestionProps(field.id, questionIndex)} className="sm-form-likert-question">
          <span {...api.getLikertQuestionLabelProps(field.id, questionIndex)}>{question}</span>
          {LIKERT_SCALE.map(({ value, label }) => (
            <label key={value} className="sm-form-option">
              <input {...api.getLikertOptionProps(field.id, questionIndex, value)} />
              <span>{label}</span>
            </label>
          ))}
        </div>
      ))}
    </Group>
  );
}

function Section({ api, field, headingLevel }: FieldProps & { headingLevel: 2 | 3 | 4 | 5 | 6 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...api.getFieldProps(field.id)} data-underline={field.underline ? '' : undefined}>
      <Heading className="sm-form-section-title">{field.title}</Heading>
      {field.description ? <p className="sm-form-description">{field.description}</p> : null}
    </div>
  );
}

export interface FormFieldProps {
  actorRef: FormActorRef;
  field: FormFieldData;
  /** Level of a section field's heading. */
  headingLevel: 2 | 3 | 4 | 5 | 6;
}

/** One field of a form, of any kind; re-renders only when its own value or error changes. */
export const FormField = memo(function FormField({ actorRef, field, headingLevel }: FormFieldProps) {
  const api = useFormField(actorRef, field.id);
  switch (field.type) {
    case 'section':
      return <Section api={api} field={field} headingLevel={headingLevel} />;
    case 'hidden':
      return <input type="hidden" name={field.id} value={api.getInputProps(field.id).value} />;
    case 'name':
    case 'date':
    case 'time':
    case 'address':
    case 'phone':
      return <PartsInput api={api} field={field} />;
    case 'radio':
    case 'checkbox':
      return <OptionsInput api={api} field={field} />;
    case 'select':
      return <SelectInput api={api} field={field} />;
    case 'likert':
      return <LikertInput api={api} field={field} />;
    default:
      return <SingleInput api={api} field={field} />;
  }
});
