'use client';
import { memo, type ReactNode } from 'react';
import type { FormApi, FormFieldLayout } from '../machines/form/types.ts';
import type { FormFieldDefinition as FormFieldData } from '../machines/form/fields.ts';
import { useForm, type FormActorRef } from '../adapters/react/useForm.ts';

interface FieldProps {
  api: FormApi;
  field: FormFieldData;
}

type FrameLayout = Extract<FormFieldLayout, { group: boolean }>;

/**
 * A field's frame: [FORM-048] its error above its title, the title (a `<label>` for one input,
 * the group's name otherwise) with its required mark, its description, then its inputs.
 */
function Frame({ api, id, layout, children }: { api: FormApi; id: string; layout: FrameLayout; children: ReactNode }) {
  const { group } = layout;
  const Title = group ? 'span' : 'label';
  const label = api.getLabelProps(id);
  const content = (
    <>
      <Title id={label.id} htmlFor={group ? undefined : label.htmlFor} className="sm-form-title">
        {layout.title}
        {layout.requiredMark === null ? null : <span className="sm-form-required">{layout.requiredMark}</span>}
      </Title>
      {layout.description === null ? null : (
        <p {...api.getDescriptionProps(id)} className="sm-form-description">
          {layout.description}
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

/** The inputs of a field, by the layout `connect` gives it. */
function fieldInputs(api: FormApi, id: string, layout: FrameLayout): ReactNode {
  switch (layout.kind) {
    case 'textarea':
      return (
        <>
          <textarea {...api.getInputProps(id)} rows={layout.rows} />
          {api.counterOf(id) ? <p {...api.getCounterProps(id)} className="sm-form-counter" /> : null}
        </>
      );
    case 'select':
      return (
        <select {...api.getInputProps(id)}>
          <option value="">{layout.placeholder}</option>
          {layout.options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      );
    case 'parts':
      return layout.labels.map((label, index) => (
        <label key={label} {...api.getInputLabelProps(id, index)} className="sm-form-part">
          <span>{label}</span>
          <input {...api.getPartProps(id, index)} />
        </label>
      ));
    case 'choices':
      return layout.options.map((option, index) => (
        <label key={option} className="sm-form-option">
          <input {...api.getOptionProps(id, option, index)} />
          <span>{option}</span>
        </label>
      ));
    case 'likert':
      return layout.questions.map((question, questionIndex) => (
        <div key={question} {...api.getLikertQuestionProps(id, questionIndex)} className="sm-form-likert-question">
          <span {...api.getLabelProps(id, questionIndex)}>{question}</span>
          {layout.scale.map(({ value, label }, scaleIndex) => (
            <label key={value} className="sm-form-option">
              <input {...api.getLikertOptionProps(id, questionIndex, scaleIndex)} />
              <span>{label}</span>
            </label>
          ))}
        </div>
      ));
    case 'input':
      return (
        <span className="sm-form-input-row">
          {layout.prefix === null ? null : <span aria-hidden="true">{layout.prefix}</span>}
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
  const { api } = useForm({ actorRef, field: field.id });
  const layout = api.layoutOf(field.id);
  if (layout.kind === 'hidden') return null;
  if (layout.kind === 'section') {
    const Heading = `h${headingLevel}` as const;
    return (
      <div {...api.getFieldProps(field.id)} data-underline={layout.underline ? '' : undefined}>
        <Heading className="sm-form-section-title">{layout.title}</Heading>
        {layout.description ? <p className="sm-form-description">{layout.description}</p> : null}
      </div>
    );
  }
  return (
    <Frame api={api} id={field.id} layout={layout}>
      {fieldInputs(api, field.id, layout)}
    </Frame>
  );
});
