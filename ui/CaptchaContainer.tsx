'use client';
import { useRef } from 'react';
import { useCaptcha, type CaptchaProvider } from '../adapters/react/useCaptcha.ts';

/**
 * The captcha container of the form it is placed in (`<Form captchaWidget={...}>`): the
 * provider renders its challenge here once [BLK-074], compact under 320 px [BLK-077]; solutions,
 * expiries and resets go through the form's machine.
 */
export function CaptchaContainer({ provider }: { provider: CaptchaProvider }) {
  const container = useRef<HTMLDivElement>(null);
  useCaptcha({ container, provider });
  return <div ref={container} className="sm-form-captcha-widget" />;
}
