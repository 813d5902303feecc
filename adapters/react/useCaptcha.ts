'use client';
import { useContext, useEffect, type RefObject } from 'react';
import { bindCaptcha, type CaptchaProvider } from '../browser/captcha.ts';
import { FormActorContext, type FormActorRef } from './useForm.ts';

export type { CaptchaProvider, CaptchaRenderOptions, CaptchaWidget } from '../browser/captcha.ts';

/** A captcha as a form's container describes it. */
export interface UseCaptchaInput {
  /** Where the provider renders its challenge. */
  container: RefObject<HTMLElement | null>;
  provider: CaptchaProvider;
  /** The form it belongs to; the `<Form>` it is placed in when absent. */
  actorRef?: FormActorRef;
}

/**
 * Renders the provider's captcha into the container once [BLK-074], reports solutions and
 * expiries to the form (CAPTCHA_COMPLETE {token}, CAPTCHA_EXPIRE), and resets the widget when
 * the form says so after a failed submission [FORM-024]: all of it `bindCaptcha`, which the
 * plain-DOM form calls too. Returns the form's `actorRef` (the captcha is part of the form: its
 * view is the form's `connect`, `getCaptchaProps`).
 */
export function useCaptcha(input: UseCaptchaInput): { actorRef: FormActorRef } {
  const inForm = useContext(FormActorContext);
  const actorRef = input.actorRef ?? inForm;
  if (!actorRef) throw new Error('Use this inside a <Form>, or give it the form’s actorRef.');
  const { container, provider } = input;
  useEffect(() => {
    const element = container.current;
    return element ? bindCaptcha(actorRef, element, provider) : undefined;
  }, [actorRef, container, provider]);
  return { actorRef };
}
