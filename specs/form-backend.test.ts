import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The example backend as `npm start` runs it: a real server process on its own port and its own
// SQLite file, spoken to over HTTP with a cookie jar per visitor.
const PORT = Number(process.env.FORM_BACKEND_TEST_PORT ?? 4318);
const base = `http://127.0.0.1:${PORT}`;
const dir = mkdtempSync(join(tmpdir(), 'form-backend-'));
const dbFile = join(dir, 'forms.sqlite');
let server: ChildProcess | undefined;

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['examples/server.mjs'], { env: { ...process.env, PORT: String(PORT), FORM_DB_FILE: dbFile, ...env }, stdio: 'pipe' });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill();
  throw new Error('the example server did not start');
}

async function stopServer(): Promise<void> {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill();
  });
}

/** One visitor: a cookie jar, and the crumb handshake the data layer would do. */
function visitor() {
  const cookies = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown) => {
    const crumb = cookies.get('crumb');
    const url = `${base}${path}${crumb ? `${path.includes('?') ? '&' : '?'}crumb=${encodeURIComponent(crumb)}` : ''}`;
    const response = await fetch(url, {
      method,
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const key = async () => {
    let answer = await call('POST', '/api/form/FormSubmissionKey');
    if (answer.body.crumbFail) answer = await call('POST', '/api/form/FormSubmissionKey');
    return String(answer.body.key);
  };
  const save = async (formId: string, values: unknown, extra: object = {}) =>
    call('POST', '/api/form/SaveFormSubmission', { key: await key(), formId, form: JSON.stringify(values), captchaKey: null, ...extra });
  return { call, key, save, cookies };
}

const newsletter = (email: string) => ({ email });

beforeAll(async () => {
  server = await startServer({ FORM_DB_FRESH: '1' });
}, 20_000);

afterAll(async () => {
  await stopServer();
  rmSync(dir, { recursive: true, force: true });
});

describe('example form backend', () => {
  it('[NET-013] a call without the crumb answers crumbFail with a new crumb, set as its cookie', async () => {
    const ada = visitor();
    const first = await ada.call('POST', '/api/form/FormSubmissionKey');
    expect(first.status).toBe(401);
    expect(first.body).toMatchObject({ crumbFail: true, crumb: expect.any(String) });
    expect(ada.cookies.get('crumb')).toBe(first.body.crumb);
    const second = await ada.call('POST', '/api/form/FormSubmissionKey');
    expect(second).toEqual({ status: 200, body: { key: expect.any(String) } });
  });

  it('[FORM-026] [FORM-027] [FORM-030] issues single-use keys and stores a valid submission', async () => {
    const ada = visitor();
    const key = await ada.key();
    const payload = { key, formId: 'newsletter', form: JSON.stringify(newsletter('ada@example.com')), captchaKey: null };
    const saved = await ada.call('POST', '/api/form/SaveFormSubmission', payload);
    expect(saved).toEqual({ status: 200, body: { success: true, submissionId: expect.any(Number) } });
    const again = await ada.call('POST', '/api/form/SaveFormSubmission', payload);
    expect(again.status).toBe(401);
    const noKey = await ada.call('POST', '/api/form/SaveFormSubmission', { ...payload, key: undefined });
    expect(noKey.status).toBe(401);
  });

  it('[FORM-047] validates on the server: 400 with data.errors by field id, and nothing stored', async () => {
    const before = (await visitor().call('GET', '/api/form/submissions')).body.submissions as unknown[];
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
    const after = (await visitor().call('GET', '/api/form/submissions')).body.submissions as unknown[];
    expect(after).toHaveLength(before.length);
  });

  it('[FORM-051] answers 404 for a form that is not configured', async () => {
    expect((await visitor().save('no-such-form', {})).status).toBe(404);
  });

  it('[FORM-052] answers 429 after 5 submissions a minute from one visitor; another visitor is not limited', async () => {
    const busy = visitor();
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) statuses.push((await busy.save('newsletter', newsletter(`busy${index}@example.com`))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await visitor().save('newsletter', newsletter('calm@example.com'))).status).toBe(200);
  });

  it('[FORM-028] a form with a captcha needs a solved demo captcha token, spent once', async () => {
    const ada = visitor();
    const values = { name: ['Ada', 'L'], email: 'ada@example.com', topic: 'Order', message: 'Hi' };
    const without = await ada.save('contact-protected', values);
    expect(without).toEqual({ status: 400, body: { error: 'Complete CAPTCHA before submitting.' } });
    const { body } = await ada.call('POST', '/api/captcha/solve');
    expect(body).toEqual({ token: expect.any(String), expiresInMs: 120_000 });
    expect((await ada.save('contact-protected', values, { captchaKey: body.token })).status).toBe(200);
    expect((await ada.save('contact-protected', values, { captchaKey: body.token })).status).toBe(400);
  });

  it('has no test switch unless FORM_TEST_SWITCH=1 (as in npm start)', async () => {
    const answer = await visitor().call('POST', '/api/test/form-answers', { save: [{ status: 500 }] });
    expect(answer.status).toBe(404);
  });

  it('keeps every stored submission in the SQLite file: a restarted server lists them', async () => {
    const ada = visitor();
    await ada.save('newsletter', newsletter('persist@example.com'));
    await stopServer();
    server = await startServer({});
    const { body } = await visitor().call('GET', '/api/form/submissions');
    const rows = body.submissions as { formId: string; values: Record<string, unknown> }[];
    expect(rows.some((row) => row.formId === 'newsletter' && row.values.email === 'persist@example.com')).toBe(true);
    expect(rows.some((row) => row.values.email === 'ada@example.com')).toBe(true);
  }, 20_000);
});

describe('example form backend with the test switch on', () => {
  it('answers as a test tells it, for that visitor only', async () => {
    await stopServer();
    server = await startServer({ FORM_TEST_SWITCH: '1' });
    const ada = visitor();
    const other = visitor();
    await ada.call('POST', '/api/test/form-answers', { key: [{ status: 200, body: {} }], save: [{ status: 503, body: { error: 'Down.' } }] });
    expect(await ada.call('POST', '/api/form/FormSubmissionKey')).toEqual({ status: 200, body: {} });
    expect((await other.key()).length).toBeGreaterThan(10);
    const forced = await ada.call('POST', '/api/form/SaveFormSubmission', { key: 'x', formId: 'newsletter', form: '{}' });
    expect(forced).toEqual({ status: 503, body: { error: 'Down.' } });
  }, 20_000);
});
