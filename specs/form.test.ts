import { keepProps } from '../machines/shared/normalize.ts';
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createDataLayer } from '../adapters/browser/data-layer.ts';
import { formActors } from '../adapters/browser/form.ts';
import { connectForm, formMachine, type FormFieldDefinition, type FormInput } from '../machines/index.ts';
import { captchaSize, newsletterLayout, submissionFailureErrors } from '../machines/form/logic.ts';
import type { FormEmitted, SaveSubmissionInput } from '../machines/form/machine.ts';

const fields: FormFieldDefinition[] = [
  { id: 'name', type: 'name', title: 'Name', required: true },
  { id: 'email', type: 'email', title: 'Email', required: true },
  { id: 'message', type: 'textarea', title: 'Message', maxLength: 20 },
  { id: 'about', type: 'section', title: 'About' },
];
const valid = { name: ['Ada', 'Lovelace'], email: 'ada@example.com', message: 'Hello' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Calls {
  key: { resolve(value: unknown): void; reject(reason: unknown): void }[];
  save: { input: SaveSubmissionInput; resolve(value: unknown): void; reject(reason: unknown): void }[];
}

/** A form whose key and save calls wait for the test to answer them. */
function start(input: Partial<FormInput> = {}) {
  const calls: Calls = { key: [], save: [] };
  const machine = formMachine.provide({
    actors: {
      fetchSubmissionKey: fromPromise(() => new Promise((resolve, reject) => calls.key.push({ resolve, reject }))),
      saveSubmission: fromPromise<unknown, SaveSubmissionInput>(({ input: save }) => new Promise((resolve, reject) => calls.save.push({ input: save, resolve, reject }))),
    },
  });
  const actor = createActor(machine, { input: { formId: 'contact', fields, submitButtonText: 'Send', ...input } });
  const emitted: FormEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const api = () => connectForm(actor.getSnapshot(), actor.send, keepProps);
  const submit = (values: object = valid) => actor.send({ type: 'SUBMIT', values: values as never });
  const state = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  return { actor, calls, emitted, api, submit, state, context };
}

/** Submits valid values and gives the key, so the save call waits. */
async function toSaving(form: ReturnType<typeof start>) {
  form.submit();
  form.calls.key[0]?.resolve({ key: 'key-1' });
  await flush();
  expect(form.state()).toEqual({ submitting: 'saving' });
}

describe('formMachine: submitting (document 000 §4)', () => {
  it('[FORM-001] the form has a submit button, a per-field error slot, a success area, an optional redirect and a captcha container', () => {
    const { api } = start({ captcha: 'required', successMessage: 'Thanks!', successRedirect: '/thanks' });
    expect(api().getSubmitProps()).toMatchObject({ type: 'submit' });
    expect(api().getErrorProps('email')).toMatchObject({ id: 'contact-error-email', hidden: true });
    expect(api().getSuccessProps()).toMatchObject({ id: 'contact-success', hidden: true, tabIndex: -1 });
    expect(api().successMessage).toBe('Thanks!');
    expect(api().getCaptchaProps()).toMatchObject({ id: 'contact-captcha', hidden: false });
    expect(start().api().getCaptchaProps().hidden).toBe(true);
  });

  it('[FORM-014] a form starts idle; a valid submit moves it to submitting, which locks the form', () => {
    const form = start();
    expect(form.state()).toBe('idle');
    expect(form.api().getFieldsetProps().disabled).toBe(false);
    form.submit();
    expect(form.state()).toEqual({ submitting: 'requestingKey' });
    expect(form.api().getFieldsetProps().disabled).toBe(true);
    expect(form.api().getFormProps()['aria-busy']).toBe(true);
  });

  it('[FORM-015] while submitting the button reads Submitting…', () => {
    const form = start();
    expect(form.api().getSubmitProps().children).toBe('Send');
    form.submit();
    expect(form.api().getSubmitProps().children).toBe('Submitting…');
    expect(form.api().getSubmitProps()['aria-disabled']).toBe('true');
  });

  it('[FORM-016] a submit while submitting is ignored: no second key call, nothing changes', async () => {
    const form = start();
    form.submit();
    const before = form.actor.getSnapshot();
    form.submit({ ...valid, email: 'other@example.com' });
    expect(form.actor.getSnapshot()).toBe(before);
    expect(form.calls.key).toHaveLength(1);
    await toSavingFromKey(form);
    form.submit();
    expect(form.calls.save).toHaveLength(1);
  });

  it('[FORM-017] [FORM-031] submitting ends in success when the save succeeds', async () => {
    const form = start({ successMessage: 'Thanks!' });
    await toSaving(form);
    form.calls.save[0]?.resolve({ success: true });
    await flush();
    expect(form.state()).toBe('success');
    expect(form.actor.getSnapshot().status).toBe('done');
  });

  it('[FORM-018] [FORM-019] on success the form content is hidden and the success content shown, then focused', async () => {
    const form = start({ successHtml: '<p>Thanks</p>' });
    await toSaving(form);
    form.calls.save[0]?.resolve({});
    await flush();
    expect(form.api().getFormProps().hidden).toBe(true);
    expect(form.api().getSuccessProps().hidden).toBe(false);
    expect(form.api().successHtml).toBe('<p>Thanks</p>');
    expect(form.emitted.at(-1)).toEqual({ type: 'successShown' });
  });

  it('[FORM-020] the success content is announced once it is shown, for the renderer to run its scripts', async () => {
    const form = start({ successHtml: '<p>Thanks</p><script>track()</script>' });
    // Not in the page before: a script in the server's markup would run at load.
    expect(form.api().successHtml).toBeUndefined();
    await toSaving(form);
    form.calls.save[0]?.resolve({});
    await flush();
    expect(form.emitted.filter((event) => event.type === 'successShown')).toHaveLength(1);
    expect(form.api().successHtml).toBe('<p>Thanks</p><script>track()</script>');
  });

  it('[FORM-021] with a success address configured, success redirects there instead of showing the message', async () => {
    const form = start({ successRedirect: '/thanks' });
    await toSaving(form);
    form.calls.save[0]?.resolve({});
    await flush();
    expect(form.emitted).toContainEqual({ type: 'redirect', url: '/thanks' });
    expect(form.emitted).not.toContainEqual({ type: 'successShown' });
  });

  it('[FORM-022] [FORM-023] on failure the form is unlocked and its errors shown and focused', async () => {
    const form = start();
    await toSaving(form);
    form.calls.save[0]?.reject({ status: 400, data: { errors: { email: 'Already signed up.' } } });
    await flush();
    expect(form.state()).toBe('idle');
    expect(form.api().getFieldsetProps().disabled).toBe(false);
    expect(form.api().getSubmitProps().children).toBe('Send');
    expect(form.api().fieldErrors.email).toBe('Already signed up.');
    expect(form.api().getInputProps('email')).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': 'contact-error-email' });
    expect(form.emitted.at(-1)).toEqual({ type: 'focusError', fieldId: 'email' });
  });

  it('[FORM-023] a form-level failure moves focus to the form message', async () => {
    const form = start();
    form.submit();
    form.calls.key[0]?.resolve({});
    await flush();
    expect(form.emitted.at(-1)).toEqual({ type: 'focusError', fieldId: null });
    expect(form.api().getFormErrorProps()).toMatchObject({ id: 'contact-form-error', hidden: false, tabIndex: -1 });
  });

  it('[FORM-024] on failure the captcha is reset', async () => {
    const form = start({ captcha: 'required' });
    form.actor.send({ type: 'CAPTCHA_COMPLETE', token: 't1' });
    await toSaving(form);
    expect(form.calls.save[0]?.input.payload.captchaKey).toBe('t1');
    form.calls.save[0]?.reject({ status: 500, data: {} });
    await flush();
    expect(form.context().captchaToken).toBeNull();
    expect(form.emitted).toContainEqual({ type: 'captchaReset' });
  });

  it('[FORM-025] the submit button bound to the captcha is disabled until it is solved, and again after a failure', async () => {
    const form = start({ captcha: 'bound' });
    expect(form.api().getSubmitProps().disabled).toBe(true);
    form.actor.send({ type: 'CAPTCHA_COMPLETE', token: 't1' });
    expect(form.api().getSubmitProps().disabled).toBe(false);
    await toSaving(form);
    form.calls.save[0]?.reject({ status: 429, data: {} });
    await flush();
    expect(form.api().getSubmitProps().disabled).toBe(true);
    form.actor.send({ type: 'CAPTCHA_COMPLETE', token: 't2' });
    form.actor.send({ type: 'CAPTCHA_EXPIRE' });
    expect(form.api().getSubmitProps().disabled).toBe(true);
    expect(start({ captcha: 'required' }).api().getSubmitProps().disabled).toBe(false);
  });
});

/** Answers the waiting key call of a form already submitting. */
async function toSavingFromKey(form: ReturnType<typeof start>) {
  form.calls.key[0]?.resolve({ key: 'key-1' });
  await flush();
}

describe('formMachine: the key and the save (document 000 §5, §7)', () => {
  it('[FORM-027] the key is read from the key answer and sent with the save', async () => {
    const form = start();
    await toSaving(form);
    expect(form.calls.save[0]?.input.key).toBe('key-1');
    expect(form.calls.save[0]?.input.payload).toMatchObject({ key: 'key-1', formId: 'contact', submitButtonText: 'Send' });
  });

  it('[FORM-027] [FORM-043] no key, no save: an answer without a key or a failed key call fails the submit', async () => {
    for (const answer of [{}, { key: '' }, { key: 42 }, null, 'key']) {
      const form = start();
      form.submit();
      form.calls.key[0]?.resolve(answer);
      await flush();
      expect(form.state()).toBe('idle');
      expect(form.calls.save).toHaveLength(0);
      expect(form.context().formError).toBe('Could not get a form submission key, please try again later.');
    }
    const failed = start();
    failed.submit();
    failed.calls.key[0]?.reject({ status: 0, data: {} });
    await flush();
    expect(failed.context().formError).toBe('Could not get a form submission key, please try again later.');
  });

  it('[FORM-028] with a captcha not completed the submit fails with Complete CAPTCHA before submitting.', () => {
    for (const captcha of ['required', 'bound'] as const) {
      const form = start({ captcha });
      form.submit();
      expect(form.state()).toBe('idle');
      expect(form.context().formError).toBe('Complete CAPTCHA before submitting.');
      expect(form.calls.key).toHaveLength(0);
    }
  });

  it('[FORM-029] the caller can turn validation off: invalid values go to the server', () => {
    const form = start({ validate: false });
    form.submit({ ...valid, email: 'not an email' });
    expect(form.state()).toEqual({ submitting: 'requestingKey' });
  });

  it('[FORM-040] with validation on, an invalid submit stays idle with the whole-form message and sends nothing', () => {
    const form = start();
    form.submit({ ...valid, email: 'nope', message: 'x'.repeat(21) });
    expect(form.state()).toBe('idle');
    expect(form.context().formError).toBe('One or more fields is invalid, please check your entries.');
    expect(Object.keys(form.context().fieldErrors)).toEqual(['email', 'message']);
    expect(form.emitted.at(-1)).toEqual({ type: 'focusError', fieldId: 'email' });
    expect(form.calls.key).toHaveLength(0);
  });

  it('[FORM-002] the saved payload carries the field values by id as JSON, without sections', async () => {
    const form = start({ collectionId: 'c', objectName: 'o', isOverlayForm: true, analytics: { pagePath: '/contact' } });
    await toSaving(form);
    const payload = form.calls.save[0]?.input.payload;
    expect(payload).toMatchObject({ collectionId: 'c', objectName: 'o', isOverlayForm: true, captchaKey: null, pagePath: '/contact' });
    expect(JSON.parse(payload?.form ?? '')).toEqual(valid);
  });

  it('[FORM-003] a page-block form sends the page-block payload', async () => {
    const form = start({ payloadShape: 'pageBlock', analytics: { blockId: 'b1' } });
    await toSaving(form);
    expect(form.calls.save[0]?.input.payload).toEqual({ key: 'key-1', form: JSON.stringify(valid), blockId: 'b1' });
  });

  it('typing changes only the field typed in, and only while idle', () => {
    const form = start();
    form.api().getInputProps('email').onChange({ currentTarget: { value: 'a@b.co' } });
    form.api().getPartProps('name', 1).onChange({ currentTarget: { value: 'Hopper' } });
    expect(form.context().values).toEqual({ name: ['', 'Hopper'], email: 'a@b.co', message: '' });
    form.submit({ ...valid });
    form.api().getInputProps('email').onChange({ currentTarget: { value: 'changed@b.co' } });
    expect(form.context().values.email).toBe('ada@example.com');
  });

  it('connect gives every renderer the input type, keyboard and autofill hints, and which fields are groups', () => {
    const kinds: FormFieldDefinition[] = [
      { id: 'site', type: 'website' },
      { id: 'price', type: 'currency' },
      { id: 'note', type: 'text' },
      { id: 'where', type: 'address' },
      { id: 'pick', type: 'radio', options: ['a', 'b'] },
    ];
    const form = start({ fields: [...fields, ...kinds] });
    expect(form.api().getInputProps('email')).toMatchObject({ type: 'email', autoComplete: 'email' });
    expect(form.api().getInputProps('site')).toMatchObject({ type: 'url', autoComplete: 'url' });
    expect(form.api().getInputProps('price')).toMatchObject({ inputMode: 'decimal' });
    expect(form.api().getInputProps('note')).not.toHaveProperty('type');
    expect([0, 1].map((index) => form.api().getPartProps('name', index).autoComplete)).toEqual(['given-name', 'family-name']);
    expect(form.api().getPartProps('where', 4).autoComplete).toBe('postal-code');
    expect(['name', 'where', 'pick', 'email', 'message'].map((id) => form.api().isGroup(id))).toEqual([true, true, true, false, false]);
  });
});

describe('failure answers (document 000 §8)', () => {
  async function failWith(rejection: unknown, input: Partial<FormInput> = {}) {
    const form = start(input);
    await toSaving(form);
    form.calls.save[0]?.reject(rejection);
    await flush();
    return form;
  }

  it('[FORM-032] a failed save is read from its status and data.errors or data.error', () => {
    expect(submissionFailureErrors({ status: 400, data: { errors: { email: 'Taken.' } } }, fields)).toEqual({ fieldErrors: { email: 'Taken.' }, formError: null });
    expect(submissionFailureErrors({ status: 418, data: { error: 'Teapot.' } }, fields)).toEqual({ fieldErrors: {}, formError: 'Teapot.' });
    // Answers of the wrong shape never crash the form.
    for (const odd of [undefined, null, 'boom', { status: '400' }, { status: 400, data: { errors: 'all' } }, { status: 400, data: { errors: { email: 7 } } }]) {
      expect(submissionFailureErrors(odd, fields).formError).toBe('Unknown error, please try again later.');
    }
  });

  it('[FORM-047] [FORM-048] a 400 with data.errors marks each listed field, its error placed with the field', async () => {
    const form = await failWith({ status: 400, data: { errors: { email: 'Already signed up.', name: 'Use your full name.' } } });
    expect(form.api().fieldErrors).toEqual({ email: 'Already signed up.', name: 'Use your full name.' });
    expect(form.api().getFieldProps('email')['data-invalid']).toBe('');
    expect(form.api().getPartProps('name', 0)['aria-invalid']).toBe('true');
    expect(form.api().getErrorProps('name')).toEqual({ id: 'contact-error-name', hidden: false, 'data-part': 'error', children: 'Use your full name.' });
    expect(form.emitted.at(-1)).toEqual({ type: 'focusError', fieldId: 'name' });
  });

  it('[FORM-049] a 400 with field errors shows the errors-above notice, except on newsletter forms', async () => {
    const form = await failWith({ status: 400, data: { errors: { email: 'Already signed up.' } } });
    expect(form.api().showNotices).toBe(true);
    expect(form.api().getNoticeProps('below').children).toBe('Your form has encountered a problem. Please scroll up to review.');
    const newsletter = await failWith({ status: 400, data: { errors: { email: 'Already signed up.' } } }, { newsletter: true });
    expect(newsletter.api().showNotices).toBe(false);
    expect(newsletter.api().getNoticeProps('below').hidden).toBe(true);
    expect(newsletter.api().fieldErrors.email).toBe('Already signed up.');
  });

  it('[FORM-045] [FORM-046] a failure shows the scroll-down notice above the form and the scroll-up one below', async () => {
    const form = await failWith({ status: 500, data: {} });
    expect(form.api().getNoticeProps('above')).toMatchObject({ id: 'contact-notice-above', hidden: false });
    expect(form.api().getNoticeProps('above').children).toBe('Your form has encountered a problem. Please scroll down to review.');
    expect(form.api().getNoticeProps('below')).toMatchObject({ id: 'contact-notice-below', hidden: false });
    expect(form.api().getNoticeProps('below').children).toBe('Your form has encountered a problem. Please scroll up to review.');
    expect(start().api().getNoticeProps('above').hidden).toBe(true);
  });

  it('[FORM-050] a 401 answer shows Unable to submit form. Please try again later.', async () => {
    expect((await failWith({ status: 401, data: { error: 'ignored' } })).context().formError).toBe('Unable to submit form. Please try again later.');
  });

  it('[FORM-051] a 404 answer shows This form has not been configured yet.', async () => {
    expect((await failWith({ status: 404, data: {} })).context().formError).toBe('This form has not been configured yet.');
  });

  it('[FORM-052] a 429 answer shows the rate limit message', async () => {
    expect((await failWith({ status: 429, data: {} })).context().formError).toBe('Unable to submit form. Submission rate limit exceeded. Please try again later.');
  });

  it('[FORM-053] a 500 answer shows Unable to send form. Please try again later.', async () => {
    expect((await failWith({ status: 500, data: { error: 'ignored' } })).context().formError).toBe('Unable to send form. Please try again later.');
  });

  it('[FORM-054] [FORM-042] any other status shows data.error, or the unknown-error message without one', async () => {
    expect((await failWith({ status: 503, data: { error: 'Down for maintenance.' } })).context().formError).toBe('Down for maintenance.');
    expect((await failWith({ status: 400, data: {} })).context().formError).toBe('Unknown error, please try again later.');
    expect((await failWith({ status: 0, data: { error: 'Unable to connect…' }, reason: 'network' })).context().formError).toBe('Unable to connect…');
  });

  it('[FORM-041] an answer that could not be read shows Error processing form submission. Please reload and try again.', async () => {
    expect((await failWith({ status: 200, data: {}, reason: 'parse' })).context().formError).toBe('Error processing form submission. Please reload and try again.');
  });

  it('[FORM-044] data.errors naming fields the form does not have are reported as unreadable fields; known ones are still marked', async () => {
    const form = await failWith({ status: 400, data: { errors: { ghost: 'Boo.', email: 'Taken.', about: 'A section has no value.' } } });
    expect(form.context().fieldErrors).toEqual({ email: 'Taken.' });
    expect(form.context().formError).toBe('Could not parse the form fields, please check your entries.');
  });

  it('every failure keeps the values the visitor typed', async () => {
    for (const rejection of [{ status: 400, data: { errors: { email: 'x' } } }, { status: 500, data: {} }, { status: 0, data: {}, reason: 'network' }]) {
      const form = await failWith(rejection);
      expect(form.context().values).toEqual(valid);
      expect(form.api().getInputProps('email').value).toBe('ada@example.com');
      expect(form.api().getPartProps('name', 1).value).toBe('Lovelace');
    }
  });
});

describe('the form calls over the data layer (document 000 §7)', () => {
  function recordingDataLayer(answer: (url: string) => Response) {
    const requests: { url: string; init: RequestInit | undefined }[] = [];
    const dataLayer = createDataLayer({
      cookies: { read: () => 'crumb-1', write: () => {}, enabled: () => true },
      page: { host: 'shop.example', providerDomains: [] },
      log: () => {},
      fetch: async (url, init) => {
        requests.push({ url: String(url), init });
        return answer(String(url));
      },
    });
    return { requests, actors: formActors(dataLayer) };
  }

  it('[FORM-026] the key is requested with POST /api/form/FormSubmissionKey, an empty body and credentials', async () => {
    const { requests, actors } = recordingDataLayer(() => new Response('{"key":"k"}'));
    const actor = createActor(actors.fetchSubmissionKey).start();
    await expect(new Promise((resolve) => actor.subscribe({ complete: () => resolve(actor.getSnapshot().output) }))).resolves.toEqual({ key: 'k' });
    expect(requests).toEqual([{ url: '/api/form/FormSubmissionKey?crumb=crumb-1', init: expect.objectContaining({ method: 'POST', credentials: 'include' }) }]);
    expect(requests[0]?.init?.body).toBeUndefined();
  });

  it('[FORM-030] the submission is sent with POST /api/form/SaveFormSubmission carrying the payload, with credentials', async () => {
    const { requests, actors } = recordingDataLayer(() => new Response('{"success":true}'));
    const payload = { key: 'k', form: '{}', formId: 'f', collectionId: null, objectName: null, isOverlayForm: false, submitButtonText: 'Go', captchaKey: null };
    const actor = createActor(actors.saveSubmission, { input: { key: 'k', payload } }).start();
    await new Promise<void>((resolve) => actor.subscribe({ complete: () => resolve() }));
    expect(requests[0]?.url).toBe('/api/form/SaveFormSubmission?crumb=crumb-1');
    expect(requests[0]?.init).toMatchObject({ method: 'POST', credentials: 'include', body: JSON.stringify(payload) });
  });

  it('[FORM-032] a failed save rejects with the answer status and data', async () => {
    const { actors } = recordingDataLayer(() => new Response('{"errors":{"email":"Taken."}}', { status: 400 }));
    const actor = createActor(actors.saveSubmission, { input: { key: 'k', payload: { key: 'k', form: '{}' } } }).start();
    const error = await new Promise((resolve) => actor.subscribe({ error: resolve }));
    expect(error).toEqual({ status: 400, data: { errors: { email: 'Taken.' } }, reason: 'status' });
  });
});

describe('captcha and newsletter layout', () => {
  it('[BLK-077] a captcha is compact in a container under 320 px wide, otherwise normal', () => {
    expect(captchaSize(319)).toBe('compact');
    expect(captchaSize(320)).toBe('normal');
    expect(captchaSize(0)).toBe('compact');
  });

  it('[BLK-070] the newsletter block uses its small layout in a container under 320 px', () => {
    expect(newsletterLayout(319.5)).toBe('small');
    expect(newsletterLayout(320)).toBe('normal');
  });
});
