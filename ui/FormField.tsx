'use client';
import { memo, type ReactNode } from 'react';
import type { FormApi } from '../machines/form/connect.ts';
import type { FormField as FormFieldData } from '../machines/form/fields.ts';
import { useFormField, type FormActorRef } from '../adapters/react/useForm.ts';

interface FieldProps {
  api: FormApi;
  field: FormFieldData;
}

/**
 * A field's frame: [FORM-048] its error above its title, the title (a `<label>` for one input,
 * the group's name otherwise), its description, then its inputs.
 */
function Frame({ api, field, group, children }: FieldProps & { group?: boolean; children: ReactNode }) {
  const { id } = field;
  const Title = group ? 'span' : 'label';
  const label = api.getLabelProps(id);
  const content = (
    <>
      <Title id={label.id} htmlFor={group ? undefined : label.htmlFor} className="sm-form-title">
        {field.title ?? id}
        {field.required ? <span className="sm-form-required"> (required)</span> : null}
      </Title>
      {field.description === undefined ? null : (
        <p {...api.getDescriptionProps(id)} className="sm-form-description">
          {field.description}
        </p>
      )}
      {group ? <div className="sm-form-choices">{children}</div> : children}
    </>
  );
  return (
    <div {...api.getFieldProps(id)}>
      <p {...api.getErrorProps(id)} className="sm-form-field-error" />
      {group ? <div {...api.getGroupProps(id)}>{content}</div> : content}
    </div>
  );
}

function fieldInputs(api: FormApi, field: FormFieldData): ReactNode {
  const { id, type } = field;
  switch (type) {
    case 'textarea':
      return (
        <>
          <textarea {...api.getInputProps(id)} rows={5} />
          {api.counterOf(id) ? <p {...api.getCounterProps(id)} className="sm-form-counter" /> : null}
        </>
      );
    case 'select':
      return (
        <select {...api.getInputProps(id)}>
          <option value="">Select an option</option>
          {(field.options ?? []).map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      );
    case 'name':
    case 'date':
    case 'time':
    case 'address':
    case 'phone':
      return api.partLabels(id).map((label, index) => (
        <label key={label} {...api.getInputLabelProps(id, index)} className="sm-form-part">
          <span>{label}</span>
          <input {...api.getPartProps(id, index)} />
        </label>
      ));
    case 'radio':
    case 'checkbox':
      return (field.options ?? []).map((option, index) => (
        <label key={option} className="sm-form-option">
          <input {...api.getOptionProps(id, option, index)} />
          <span>{option}</span>
        </label>
      ));
    // [FORM-011] Each question answered on the -2..2 scale, Strongly Disagree .. Strongly Agree.
    case 'likert':
      return (field.options ?? []).map((question, questionIndex) => (
        <div key={question} {...api.getLikertQuestionProps(id, questionIndex)} className="sm-form-likert-question">
          <span {...api.getLabelProps(id, questionIndex)}>{question}</span>
          {api.likertScale.map(({ value, label }, scaleIndex) => (
            <label key={value} className="sm-form-option">
              <input {...api.getLikertOptionProps(id, questionIndex, scaleIndex)} />
              <span>{label}</span>
            </label>
          ))}
        </div>
      ));
    default:
      return (
        <span className="sm-form-input-row">
          {type === 'currency' && field.currencySymbol ? <span aria-hidden="true">{field.currencySymbol}</span> : null}
          <input {...api.getInputProps(id)} />
        </span>
      );
  }
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
  // A hidden field shows nothing: its value is in the form's state [FORM-012].
  if (field.type === 'hidden') return null;
  if (field.type === 'section') {
    const Heading = `h${headingLevel}` as const;
    return (
      <div {...api.getFieldProps(field.id)} data-underline={field.underline ? '' : undefined}>
        <Heading className="sm-form-section-title">{field.title}</Heading>
        {field.description ? <p className="sm-form-description">{field.description}</p> : null}
      </div>
    );
  }
  return (
    <Frame api={api} field={field} group={api.isGroup(field.id)}>
      {fieldInputs(api, field)}
    </Frame>
  );
});
