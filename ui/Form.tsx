import { useRef } from 'react';
import type { FormInput } from '../machines/form/machine.ts';
import { useCaptcha, type CaptchaProvider } from '../adapters/react/useCaptcha.ts';
import { useFormActor, useFormFrame, type FormActorRef } from '../adapters/react/useForm.ts';
import { FormField } from './FormField.tsx';

export interface FormProps extends FormInput {
  /** The captcha service, for forms with `captcha` 'required' or 'bound'. */
  captchaProvider?: CaptchaProvider;
  /** Level of section headings inside the form. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Extra class on the root element (a layout variant). */
  className?: string;
}

/** The captcha container: the provider renders its challenge here [BLK-074]. */
export function CaptchaContainer({ actorRef, provider }: { actorRef: FormActorRef; provider: CaptchaProvider | undefined }) {
  const container = useRef<HTMLDivElement>(null);
  useCaptcha(actorRef, container, provider);
  return <div ref={container} className="sm-form-captcha-widget" />;
}

/**
 * Render-only form: every rule (locking, validation, messages, statuses, captcha, focus) lives in
 * `formMachine` and its `connect`; this spreads the props and renders a component per field kind.
 */
export function Form({ captchaProvider, headingLevel = 3, className, ...input }: FormProps) {
  const actorRef = useFormActor(input);
  const api = useFormFrame(actorRef);
  return (
    <div {...api.getRootProps()} className={['sm-form', className].filter(Boolean).join(' ')}>
      <p {...api.getNoticeProps('above')} className="sm-form-notice">
        {api.noticeText('above')}
      </p>
      <form {...api.getFormProps()}>
        <fieldset {...api.getFieldsetProps()} className="sm-form-fields">
          {api.fields.map((field) => (
            <FormField key={field.id} actorRef={actorRef} field={field} headingLevel={headingLevel} />
          ))}
        </fieldset>
        {api.captcha === 'none' ? null : (
          <div {...api.getCaptchaProps()} className="sm-form-captcha">
            <CaptchaContainer actorRef={actorRef} provider={captchaProvider} />
          </div>
        )}
        <p {...api.getFormErrorProps()} className="sm-form-error">
          {api.formError}
        </p>
        <button {...api.getSubmitProps()} className="sm-form-submit">
          {api.submitText}
        </button>
      </form>
      <p {...api.getNoticeProps('below')} className="sm-form-notice">
        {api.noticeText('below')}
      </p>
      <div {...api.getSuccessProps()} className="sm-form-success">
        {api.successHtml !== undefined ? <div dangerouslySetInnerHTML={{ __html: api.successHtml }} /> : <p>{api.successMessage}</p>}
      </div>
    </div>
  );
}
