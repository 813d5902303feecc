// The test-only switch of the form backend: a test tells the server how to answer its next form
// calls (a status and body, raw HTML, a dropped connection, a hang). Answers are kept per test
// visitor cookie, so parallel test workers never take each other's. Enabled only when
// FORM_TEST_SWITCH=1, which playwright.config.ts sets for its server; `npm start` never does.
import { randomBytes } from 'node:crypto';
import * as t from 'io-ts';
import { readCookies, setCookie } from './http.mjs';
import { jsonBody, route } from './router.mjs';

/** The cookie that names a test visitor (only this switch reads it). */
export const TEST_VISITOR_COOKIE = 'sm_test_visitor';

const ForcedAnswer = t.partial({ status: t.number, body: t.unknown, html: t.string, network: t.boolean, hangMs: t.number });
const ForcedAnswers = t.partial({ key: t.array(ForcedAnswer), save: t.array(ForcedAnswer) });

export function createForcedAnswers() {
  /** `${visitor} ${call}` -> answers still to give, in order. */
  const queues = new Map();
  return {
    /** The next forced answer of this request's test visitor for 'key' or 'save', if any. */
    take(req, call) {
      const visitor = readCookies(req)[TEST_VISITOR_COOKIE];
      return visitor === undefined ? undefined : queues.get(`${visitor} ${call}`)?.shift();
    },
    routes: [
      route(
        'POST',
        '/api/test/form-answers',
        async (req, url, body) => {
          const existing = readCookies(req)[TEST_VISITOR_COOKIE];
          const visitor = existing ?? randomBytes(12).toString('base64url');
          for (const call of ['key', 'save']) queues.set(`${visitor} ${call}`, [...(body[call] ?? [])]);
          return { status: 200, body: { ok: true }, headers: existing ? {} : { 'set-cookie': setCookie(TEST_VISITOR_COOKIE, visitor, { httpOnly: true }) } };
        },
        jsonBody(ForcedAnswers),
      ),
    ],
  };
}
