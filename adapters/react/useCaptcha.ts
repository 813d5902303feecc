'use client';
import { useEffect, type RefObject } from 'react';
import { bindCaptcha, type CaptchaProvider } from '../browser/captcha.ts';
import type { FormActorRef } from './useForm.ts';

export type { CaptchaProvider, CaptchaRenderOptions, CaptchaWidget } from '../browser/captcha.ts';

/**
 * Renders the provider's captcha into the container once [BLK-074], reports solutions and
 * expiries to the form (CAPTCHA_COMPLETE {token}, CAPTCHA_EXPIRE), and resets the widget when
 * the form says so after a failed submission [FORM-024]: all of it `bindCaptcha`, which the
 * plain-DOM form calls too.
 */
export function useCaptcha(actorRef: FormActorRef, container: RefObject<HTMLElement | null>, provider: CaptchaProvider): void {
  useEffect(() => {
    const element = container.current;
    return element ? bindCaptcha(actorRef, element, provider) : undefined;
  }, [actorRef, container, provider]);
}
