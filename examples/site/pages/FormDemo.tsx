import '../../../ui/form.css';
import '../forms-demo.css';
import { useMemo } from 'react';
import { formInputOfBlock, type FormBlockDecoding } from '../../../machines/form/codec.ts';
import { useDataLayer } from '../../../adapters/react/data-layer-context.ts';
import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';
import { usePageLocation } from '../../../adapters/react/environment.tsx';
import { CaptchaContainer } from '../../../ui/CaptchaContainer.tsx';
import { Form } from '../../../ui/Form.tsx';
import { BlockData } from '../BlockData.tsx';
import { createDemoCaptchaProvider } from '../demo-captcha.ts';
import { createRecaptchaProvider } from '../../../adapters/browser/recaptcha.ts';
import { CAPTCHA_MODES, formDemoUrl, type FormDemoSettings } from './form-demo-settings.ts';

export const FORM_THANKS_PATH = '/demo/form/thanks';

function DemoSwitches({ settings }: { settings: FormDemoSettings }) {
  const location = usePageLocation();
  const go = (change: Partial<FormDemoSettings>) => window.location.assign(formDemoUrl(location, { ...settings, ...change }));
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

/** The captcha service a page context names: its script and site key (BLK-076), or null for the demo provider. */
export type CaptchaService = { scriptUrl: string; siteKey: string | null } | null;

function ContactForm({ settings, block, captchaService }: { settings: FormDemoSettings; block: FormBlockDecoding; captchaService: CaptchaService }) {
  const dataLayer = useDataLayer();
  const captchaProvider = useMemo(
    () => (captchaService ? createRecaptchaProvider({ siteKey: captchaService.siteKey, scriptUrl: captchaService.scriptUrl }) : createDemoCaptchaProvider(dataLayer)),
    [dataLayer, captchaService],
  );
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

export function FormDemo({ data }: { data: { settings: FormDemoSettings; block: FormBlockDecoding; captchaService?: CaptchaService } }) {
  return (
    <DataLayerProvider>
      <h1>Contact form</h1>
      <p>
        Every field kind, submitted to the example backend, which stores it in SQLite (see <a href="/admin/submissions">stored submissions</a>).
      </p>
      <DemoSwitches settings={data.settings} />
      <section aria-labelledby="contact-title">
        <h2 id="contact-title">Write to us</h2>
        <ContactForm settings={data.settings} block={data.block} captchaService={data.captchaService ?? null} />
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
