import { bindCaptcha, type CaptchaFormActor, type CaptchaProvider } from '../../adapters/browser/captcha.ts';
import { CAPTCHA_NOT_SET_UP_MESSAGE } from '../../machines/form/constants.ts';
import { el } from './dom.ts';

/**
 * Renders a form's captcha into its slot with plain DOM, as the React `CaptchaContainer` does:
 * the widget's box, the provider's challenge drawn in it and wired to the form by the same
 * `bindCaptcha`; with no provider at all, the form says so [BLK-078]. Returns the cleanup.
 */
export function renderCaptchaSlot(slot: HTMLElement, actor: CaptchaFormActor, provider: CaptchaProvider | undefined): () => void {
  if (!provider) {
    // [BLK-078] A form asking for a captcha that has none says so.
    const alert = el('p', undefined, CAPTCHA_NOT_SET_UP_MESSAGE);
    alert.setAttribute('role', 'alert');
    slot.replaceChildren(alert);
    return () => slot.replaceChildren();
  }
  const widgetBox = el('div', 'sm-form-captcha-widget');
  slot.append(widgetBox);
  const unbind = bindCaptcha(actor, widgetBox, provider);
  return () => {
    unbind();
    widgetBox.remove();
  };
}
