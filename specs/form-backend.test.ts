import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleServer } from './support/example-server.ts';

// The example backend as `npm start` runs it: a real server process on its own port and its own
// SQLite file, spoken to over HTTP with a cookie jar per visitor.
const server = exampleServer(Number(process.env.FORM_BACKEND_TEST_PORT ?? 4318));
const visitor = () => server.visitor();

const newsletter = (email: string) => ({ email });
/** The stored submissions, read as the site owner. */
async function storedRows() {
  const owner = visitor();
  await owner.signIn();
  return (await owner.call('GET', '/api/owner/submissions')).body.submissions as { formId: string; values: Record<string, unknown> }[];
}

beforeAll(() => server.start({ FORM_DB_FRESH: '1' }), 20_000);

afterAll(async () => {
  await server.stop();
  server.cleanUp();
});

describe('example form backend', () => {
  it('[NET-013] a call without the crumb answers crumbFail with a new crumb, set as its cookie', async () => {
    const ada = visitor();
    const first = await ada.call('POST', '/api/form/FormSubmissionKey');
    expect(first.status).toBe(401);
    expect(first.body).toMatchObject({ crumbFail: true, crumb: expect.any(String) });
    expect(ada.cookies.get('crumb')).toBe(first.body.crumb);
    const second = await ada.call('POST', '/api/form/FormSubmissionKey');
    expect(second).toMatchObject({ status: 200, body: { key: expect.any(String) } });
  });

  it('[FORM-026] [FORM-027] [FORM-030] issues single-use keys and stores a valid submission', async () => {
    const ada = visitor();
    const key = await ada.key();
    const payload = { key, formId: 'newsletter', form: JSON.stringify(newsletter('ada@example.com')), captchaKey: null };
    const saved = await ada.call('POST', '/api/form/SaveFormSubmission', { json: payload });
    expect(saved).toMatchObject({ status: 200, body: { success: true, submissionId: expect.any(Number) } });
    const again = await ada.call('POST', '/api/form/SaveFormSubmission', { json: payload });
    expect(again.status).toBe(401);
    const wrongKey = await ada.call('POST', '/api/form/SaveFormSubmission', { json: { ...payload, key: 'not-a-key' } });
    expect(wrongKey.status).toBe(401);
  });

  it('[FORM-047] validates on the server: 400 with data.errors by field id, and nothing stored', async () => {
    const before = await storedRows();
    const answer = await visitor().save('contact', { name: ['Ada', ''], email: 'not-an-email', topic: 'Order', message: 'x'.repeat(501) });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: {
        name: 'Name is required.',
        email: 'Email is not valid. Email addresses should follow the format name@example.com.',
        message: 'You have exceeded the character limit.',
      },
      error: 'One or more fields is invalid, please check your entries.',
    });
    expect(await storedRows()).toHaveLength(before.length);
  });

  it('[FORM-051] answers 404 for a form that is not configured', async () => {
    expect((await visitor().save('no-such-form', {})).status).toBe(404);
  });

  it('[FORM-028] a form with a captcha needs a solved demo captcha token, spent once', async () => {
    const ada = visitor();
    const values = { name: ['Ada', 'L'], email: 'ada@example.com', topic: 'Order', message: 'Hi' };
    const without = await ada.save('contact-protected', values);
    expect(without).toMatchObject({ status: 400, body: { error: 'Complete CAPTCHA before submitting.' } });
    const { body } = await ada.call('POST', '/api/captcha/solve');
    expect(body).toEqual({ token: expect.any(String), expiresInMs: 120_000 });
    expect((await ada.save('contact-protected', values, { captchaKey: body.token })).status).toBe(200);
    expect((await ada.save('contact-protected', values, { captchaKey: body.token })).status).toBe(400);
  });

  it('has no test switch unless FORM_TEST_SWITCH=1 (as in npm start)', async () => {
    const answer = await visitor().call('POST', '/api/test/form-answers', { json: { save: [{ status: 500 }] } });
    expect(answer.status).toBe(404);
  });

  it('[FORM-052] answers 429 after 5 submissions a minute from one address to one form, whatever cookies the client sends', async () => {
    // A fresh server: the windows of the tests above are gone (they live in memory, README).
    await server.stop();
    await server.start({});
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      // A new visitor each time, with a made-up visitor cookie: rotating cookies passes nothing.
      const rotating = visitor();
      rotating.cookies.set('sm_visitor', `forged-${index}`);
      statuses.push((await rotating.save('newsletter', newsletter(`busy${index}@example.com`))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // The limit is per form: the same address may still use another form.
    expect((await visitor().save('contact', { name: ['Ada', 'L'], email: 'ada@example.com', topic: 'Order', message: 'Hi' })).status).toBe(200);
  }, 20_000);

  it('keeps every stored submission in the SQLite file: a restarted server lists them', async () => {
    const ada = visitor();
    await ada.save('contact', { name: ['Per', 'Sist'], email: 'persist@example.com', topic: 'Order', message: 'Hi' });
    await server.stop();
    await server.start({});
    const rows = await storedRows();
    expect(rows.some((row) => row.formId === 'contact' && row.values.email === 'persist@example.com')).toBe(true);
    expect(rows.some((row) => row.values.email === 'ada@example.com')).toBe(true);
  }, 20_000);
});

describe('example form backend with the test switch on', () => {
  it('answers as a test tells it, for that visitor only', async () => {
    await server.stop();
    await server.start({ FORM_TEST_SWITCH: '1' });
    const ada = visitor();
    const other = visitor();
    await ada.call('POST', '/api/test/form-answers', { json: { key: [{ status: 200, body: {} }], save: [{ status: 503, body: { error: 'Down.' } }] } });
    expect(await ada.call('POST', '/api/form/FormSubmissionKey')).toMatchObject({ status: 200, body: {} });
    expect((await other.key()).length).toBeGreaterThan(10);
    const forced = await ada.call('POST', '/api/form/SaveFormSubmission', { json: { key: 'x', formId: 'newsletter', form: '{}' } });
    expect(forced).toMatchObject({ status: 503, body: { error: 'Down.' } });
  }, 20_000);
});
