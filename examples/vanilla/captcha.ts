import '../../ui/form.css';
import '../site/forms-demo.css';
import '../site/site.css';
import { createDataLayer } from '../../adapters/browser/data-layer.ts';
import { formActors } from '../../adapters/browser/form.ts';
import { createRecaptchaProvider } from '../../adapters/browser/recaptcha.ts';
import { formInputOfBlock } from '../../machines/form/codec.ts';
import { formBlock } from '../content/forms.ts';
import { EXAMPLE_CAPTCHA_SITE_KEY, providerScript } from '../site/providers.ts';
import { renderForm } from './render-form.ts';

// [BLK-076] The captcha service's API (the example server's stand-in) with the site key of the
// page context; `?captchaProvider=missing`: no site key ('ReCaptcha has not been set up!').
// `?captcha=bound` binds the submit to the captcha; `?provider=never|error` tries a failing script.
const search = new URLSearchParams(window.location.search);
const captcha = search.get('captcha') === 'bound' ? 'bound' : 'required';
const provider = createRecaptchaProvider({
  siteKey: search.get('captchaProvider') === 'missing' ? null : EXAMPLE_CAPTCHA_SITE_KEY,
  scriptUrl: providerScript('captcha', window.location.search),
});
const block = formBlock('contact-protected');
const container = document.querySelector<HTMLElement>('[data-form="contact"]');
const dataLayer = createDataLayer({ onSystemError: (details) => console.error(details.message, details) });

for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-variant]')) {
  if (link.search === window.location.search) link.setAttribute('aria-current', 'page');
}

// [BLK-079] A block that does not decode is warned about and left unrendered.
if (!block.ok) console.warn(block.error, block.details);
else if (container) renderForm(container, { ...formInputOfBlock(block.data), id: 'contact', captcha }, { actors: formActors(dataLayer), captchaProvider: provider });
