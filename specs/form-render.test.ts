import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createDataLayer } from '../adapters/browser/data-layer.ts';
import { DataLayerProvider } from '../adapters/react/DataLayerProvider.tsx';
import type { FormFieldDefinition } from '../machines/index.ts';
import { Form, type FormProps } from '../ui/Form.tsx';

const fields: FormFieldDefinition[] = [{ id: 'email', type: 'email', title: 'Email', required: true }];

/** The React form's first render, as markup (no browser needed for what it shows before any event). */
function render(props: Partial<FormProps> = {}) {
  const dataLayer = createDataLayer({ fetch: () => Promise.reject(new Error('no network in this test')), page: { host: 'test', providerDomains: [] } });
  const form = createElement(Form, { formId: 'f', id: 'f', fields, query: '', submitButtonText: 'Send', ...props });
  return renderToStaticMarkup(createElement(DataLayerProvider, { dataLayer, children: form }));
}

describe('the React Form', () => {
  it('[BLK-078] a form asking for a captcha without a captcha widget says ReCaptcha has not been set up!', () => {
    expect(render({ captcha: 'required' })).toContain('<p role="alert">ReCaptcha has not been set up!</p>');
    expect(render({ captcha: 'none' })).not.toContain('ReCaptcha');
  });

  it('[FORM-001] renders the submit button, the error slot above each field title, the success area and the captcha container', () => {
    const markup = render({ captcha: 'bound', captchaWidget: createElement('span', null, 'widget'), successMessage: 'Thanks!' });
    expect(markup).toMatch(/<p id="f-error-email" hidden="" data-part="error" class="sm-form-field-error"><\/p><label id="f-label-email" for="f-input-email" class="sm-form-title">Email/);
    expect(markup).toContain('<div id="f-success" role="status" tabindex="-1" hidden="" class="sm-form-success"><p>Thanks!</p></div>');
    expect(markup).toContain('<div id="f-captcha" class="sm-form-captcha"><span>widget</span></div>');
    // [FORM-025] bound to the unsolved captcha, the button starts disabled.
    expect(markup).toContain('<button type="submit" disabled="" data-part="submit" class="sm-form-submit">Send</button>');
  });

  it('needs a DataLayerProvider above it', () => {
    expect(() => renderToStaticMarkup(createElement(Form, { formId: 'f', fields, query: '' }))).toThrow('Wrap this in a <DataLayerProvider>.');
  });
});
