'use client';
import type { ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import type { FormInput } from '../machines/form/machine.ts';
import { FormActorContext, useForm } from '../adapters/react/useForm.ts';
import { FormField } from './FormField.tsx';

export interface FormProps extends FormInput {
  /**
   * The captcha widget for forms with `captcha` 'required' or 'bound', shown in the form's
   * captcha container: `<CaptchaContainer provider={...} />`.
   */
  captchaWidget?: ReactNode;
  /** Level of section headings inside the form. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Extra class on the root element (a layout variant). */
  className?: string;
  /** Called once the submission has been saved (not on the submit click): a sign-up went through. */
  onSuccess?: () => void;
  /** Watches the form's actor (`@statelyai/inspect`, tests). */
  inspect?: (event: InspectionEvent) => void;
}

/**
 * Render-only form: every rule (locking, validation, messages, statuses, captcha, focus) lives in
 * `formMachine` and its `connect`; this spreads the props and renders a component per field kind.
 */
export function Form({ captchaWidget, headingLevel = 3, className, onSuccess, inspect, ...input }: FormProps) {
  const { actorRef, api } = useForm({ ...input, onSuccess }, { inspect });
  return (
    <FormActorContext value={actorRef}>
      <div {...api.getRootProps()} className={className ? `sm-form ${className}` : 'sm-form'}>
        <p {...api.getNoticeProps('above')} className="sm-form-notice" />
        <form {...api.getFormProps()}>
          <fieldset {...api.getFieldsetProps()} className="sm-form-fields">
            {api.fields.map((field) => (
              <FormField key={field.id} actorRef={actorRef} field={field} headingLevel={headingLevel} />
            ))}
          </fieldset>
          {api.captcha === 'none' ? null : (
            <div {...api.getCaptchaProps()} className="sm-form-captcha">
              {/* [BLK-078] A form asking for a captcha that has none says so. */}
              {captchaWidget ?? <p {...api.getCaptchaMissingProps()} />}
            </div>
          )}
          <p {...api.getFormErrorProps()} className="sm-form-error" />
          <button {...api.getSubmitProps()} className="sm-form-submit" />
        </form>
        <p {...api.getNoticeProps('below')} className="sm-form-notice" />
        <div {...api.getSuccessProps()} className="sm-form-success">
          {api.successHtml !== undefined ? <div dangerouslySetInnerHTML={{ __html: api.successHtml }} /> : <p>{api.successMessage}</p>}
        </div>
      </div>
    </FormActorContext>
  );
}
