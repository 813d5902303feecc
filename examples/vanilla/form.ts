import '../../ui/form.css';
import '../site/forms-demo.css';
import '../site/site.css';
import { createDataLayer } from '../../adapters/browser/data-layer.ts';
import { formActors } from '../../adapters/browser/form.ts';
import { formInputOfBlock } from '../../machines/form/codec.ts';
import { formBlock } from '../content/forms.ts';
import { createDemoCaptchaProvider } from '../site/demo-captcha.ts';
import { readFormDemoSettings } from '../site/pages/form-demo-settings.ts';
import { renderForm } from './render-form.ts';

/** Where a success redirect lands: the React demo's thank-you page. */
const FORM_THANKS_PATH = '/demo/form/thanks';

// The switches of /demo/form, read from the same query string: ?captcha=none|required|bound,
// ?redirect=on, ?validate=off. Forms with a captcha post to the server's protected copy.
const settings = readFormDemoSettings(window.location.search);
const block = formBlock(settings.captcha === 'none' ? 'contact' : 'contact-protected');
const container = document.querySelector<HTMLElement>('[data-form="contact"]');
const dataLayer = createDataLayer({ onSystemError: (details) => console.error(details.message, details) });

for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-variant]')) {
  if (link.search === window.location.search) link.setAttribute('aria-current', 'page');
}

// [BLK-079] A block that does not decode is warned about and left unrendered.
if (!block.ok) console.warn(block.error, block.details);
else if (container) {
  renderForm(
    container,
    {
      ...formInputOfBlock(block.data),
      id: 'contact',
      captcha: settings.captcha,
      validate: settings.validate,
      successRedirect: settings.redirect ? FORM_THANKS_PATH : undefined,
    },
    { actors: formActors(dataLayer), captchaProvider: createDemoCaptchaProvider(dataLayer) },
  );
}
