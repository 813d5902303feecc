import type { CaptchaMode } from '../../../machines/form/codec.ts';

/** The contact form demo's switches, kept in the query string so a link (or a test) opens any variant. */
export interface FormDemoSettings {
  captcha: CaptchaMode;
  redirect: boolean;
  validate: boolean;
}

export const CAPTCHA_MODES: readonly CaptchaMode[] = ['none', 'required', 'bound'];

export function readFormDemoSettings(search: string): FormDemoSettings {
  const query = new URLSearchParams(search);
  const captcha = CAPTCHA_MODES.find((mode) => mode === query.get('captcha')) ?? 'none';
  return { captcha, redirect: query.get('redirect') === 'on', validate: query.get('validate') !== 'off' };
}

/** The address of the demo with other switches (the page's other query parameters kept). */
export function formDemoUrl(location: { pathname: string; search: string }, settings: FormDemoSettings): string {
  const query = new URLSearchParams(location.search);
  query.set('captcha', settings.captcha);
  query.set('redirect', settings.redirect ? 'on' : 'off');
  query.set('validate', settings.validate ? 'on' : 'off');
  return `${location.pathname}?${query.toString()}`;
}
