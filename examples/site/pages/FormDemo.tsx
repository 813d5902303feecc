import { useMemo } from 'react';
import { formInputOfBlock, type CaptchaMode } from '../../../machines/form/codec.ts';
import { useDataLayer } from '../../../adapters/react/data-layer-context.ts';
import { CaptchaContainer } from '../../../ui/CaptchaContainer.tsx';
import { Form } from '../../../ui/Form.tsx';
import { formBlock } from '../../content/forms.ts';
import { BlockData } from '../BlockData.tsx';
import { createDemoCaptchaProvider } from '../demo-captcha.ts';
import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';

/** The demo's switches, kept in the query string so a link (or a test) opens any variant. */
interface DemoSettings {
  captcha: CaptchaMode;
  redirect: boolean;
  validate: boolean;
}

const CAPTCHA_MODES: readonly CaptchaMode[] = ['none', 'required', 'bound'];
export const FORM_THANKS_PATH = '/demo/form/thanks';

function readSettings(search: string): DemoSettings {
  const query = new URLSearchParams(search);
  const captcha = CAPTCHA_MODES.find((mode) => mode === query.get('captcha')) ?? 'none';
  return { captcha, redirect: query.get('redirect') === 'on', validate: query.get('validate') !== 'off' };
}

function settingsUrl(settings: DemoSettings): string {
  const query = new URLSearchParams(window.location.search);
  query.set('captcha', settings.captcha);
  query.set('redirect', settings.redirect ? 'on' : 'off');
  query.set('validate', settings.validate ? 'on' : 'off');
  return `${window.location.pathname}?${query.toString()}`;
}

function DemoSwitches({ settings }: { settings: DemoSettings }) {
  const go = (change: Partial<DemoSettings>) => window.location.assign(settingsUrl({ ...settings, ...change }));
  return (
    <fieldset className="demo-switches">
      <legend>Demo settings</legend>
      <div role="radiogroup" aria-labelledby="captcha-switch-label">
        <span id="captcha-switch-label">Captcha: </span>
        {CAPTCHA_MODES.map((mode) => (
          <label key={mode}>
            <input type="radio" name="captcha" value={mode} checked={settings.captcha === mode} onChange={() => go({ captcha: mode })} /> {mode}
          </label>
        ))}
      </div>
      <label>
        <input type="checkbox" checked={settings.redirect} onChange={(event) => go({ redirect: event.currentTarget.checked })} /> Redirect to a
        thank-you page on success
      </label>
      <label>
        <input type="checkbox" checked={settings.validate} onChange={(event) => go({ validate: event.currentTarget.checked })} /> Validate in the
        browser (off: only the server validates)
      </label>
    </fieldset>
  );
}

function ContactForm({ settings }: { settings: DemoSettings }) {
  const dataLayer = useDataLayer();
  const captchaProvider = useMemo(() => createDemoCaptchaProvider(dataLayer), [dataLayer]);
  // Forms with a captcha post to the server's captcha-protected copy of the contact form.
  const block = formBlock(settings.captcha === 'none' ? 'contact' : 'contact-protected');
  return (
    <BlockData decoded={block}>
      {(data) => (
        <Form
          {...formInputOfBlock(data)}
          id="contact"
          captcha={settings.captcha}
          validate={settings.validate}
          successRedirect={settings.redirect ? FORM_THANKS_PATH : undefined}
          captchaWidget={<CaptchaContainer provider={captchaProvider} />}
        />
      )}
    </BlockData>
  );
}

export function FormDemo() {
  const settings = readSettings(window.location.search);
  return (
    <DataLayerProvider>
      <h1>Contact form</h1>
      <p>
        Every field kind, submitted to the example backend, which stores it in SQLite (see <a href="/admin/submissions">stored submissions</a>).
      </p>
      <DemoSwitches settings={settings} />
      <section aria-labelledby="contact-title">
        <h2 id="contact-title">Write to us</h2>
        <ContactForm settings={settings} />
      </section>
    </DataLayerProvider>
  );
}

export function FormThanks() {
  return (
    <>
      <h1>Thank you</h1>
      <p>Your message was sent: the form redirected here after a successful submission.</p>
      <p>
        <a href="/demo/form">Back to the contact form</a>
      </p>
    </>
  );
}
