// The example server as `npm start` runs it, for backend tests: a real process on its own port
// and its own SQLite file, spoken to over HTTP with a cookie jar per visitor.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

export interface CallOptions {
  /** A JSON body (sent as application/json unless `contentType` says otherwise). */
  json?: unknown;
  /** A raw body. */
  raw?: string;
  contentType?: string;
  /** Extra cookies sent with the jar's. */
  cookie?: string;
  /** Skip the crumb query parameter. */
  noCrumb?: boolean;
}

export function exampleServer(port: number) {
  const base = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'example-server-'));
  const dbFile = join(dir, 'forms.sqlite');
  let child: ChildProcess | undefined;

  async function start(env: Record<string, string> = {}): Promise<void> {
    child = spawn(process.execPath, ['examples/server.mjs'], {
      env: { ...process.env, PORT: String(port), FORM_DB_FILE: dbFile, EVENTS_DATA_DIR: join(dir, 'events'), ...env },
      stdio: 'pipe',
    });
    for (let attempt = 0; attempt < 200; attempt++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.kill();
    throw new Error('the example server did not start');
  }

  async function stop(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill();
    });
  }

  /** One visitor: a cookie jar, and the crumb handshake the data layer would do. */
  function visitor() {
    const cookies = new Map<string, string>();
    const call = async (method: string, path: string, { json, raw, contentType, cookie, noCrumb }: CallOptions = {}): Promise<Answer> => {
      const crumb = cookies.get('crumb');
      const url = `${base}${path}${crumb && !noCrumb ? `${path.includes('?') ? '&' : '?'}crumb=${encodeURIComponent(crumb)}` : ''}`;
      const body = raw ?? (json === undefined ? undefined : JSON.stringify(json));
      const jar = [...cookies].map(([name, value]) => `${name}=${value}`);
      const response = await fetch(url, {
        method,
        headers: {
          cookie: [...jar, ...(cookie ? [cookie] : [])].join('; '),
          ...(body === undefined ? {} : { 'content-type': contentType ?? 'application/json' }),
        },
        ...(body === undefined ? {} : { body }),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        if (/Max-Age=0/i.test(line)) cookies.delete(pair.slice(0, at));
        else cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const text = await response.text();
      let parsed: Record<string, unknown> = {};
      try {
        parsed = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
      } catch {
        parsed = { text };
      }
      return { status: response.status, headers: response.headers, body: parsed };
    };
    const key = async () => {
      let answer = await call('POST', '/api/form/FormSubmissionKey');
      if (answer.body.crumbFail) answer = await call('POST', '/api/form/FormSubmissionKey');
      return String(answer.body.key);
    };
    const save = async (formId: string, values: unknown, extra: object = {}) =>
      call('POST', '/api/form/SaveFormSubmission', { json: { key: await key(), formId, form: JSON.stringify(values), captchaKey: null, ...extra } });
    const signIn = async (password = 'owner-demo') => call('POST', '/api/owner/login', { json: { password } });
    return { call, key, save, signIn, cookies };
  }

  return {
    base,
    start,
    stop,
    visitor,
    cleanUp: () => rmSync(dir, { recursive: true, force: true }),
  };
}
