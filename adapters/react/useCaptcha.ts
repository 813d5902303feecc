'use client';
import { useEffect, type RefObject } from 'react';
import { renderCaptcha, type CaptchaProvider } from '../browser/captcha.ts';
import type { FormActorRef } from './useForm.ts';

export type { CaptchaProvider, CaptchaRenderOptions, CaptchaWidget } from '../browser/captcha.ts';

/**
 * Renders the provider's captcha into the container once [BLK-074], reports solutions and
 * expiries to the form (CAPTCHA_COMPLETE {token}, CAPTCHA_EXPIRE), and resets the widget when
 * the form says so after a failed submission [FORM-024].
 */
export function useCaptcha(actorRef: FormActorRef, container: RefObject<HTMLElement | null>, provider: CaptchaProvider): void {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const widget = renderCaptcha(element, provider, {
      onComplete: (token) => actorRef.send({ type: 'CAPTCHA_COMPLETE', token }),
      onExpire: () => actorRef.send({ type: 'CAPTCHA_EXPIRE' }),
    });
    const subscription = actorRef.on('captchaReset', () => widget.reset());
    return () => {
      subscription.unsubscribe();
      widget.destroy();
    };
  }, [actorRef, container, provider]);
}
