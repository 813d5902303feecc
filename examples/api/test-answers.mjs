// The test-only switch of the form backend: a test tells the server how to answer its next form
// calls (a status and body, raw HTML, a dropped connection, a hang). Answers are kept per visitor
// cookie, so parallel test workers never take each other's. Enabled only when FORM_TEST_SWITCH=1,
// which playwright.config.ts sets for its server; `npm start` never does.
import { readBody } from './http.mjs';
import { visitorOf } from './forms.mjs';

export function createForcedAnswers() {
  /** `${visitor} ${call}` -> answers still to give, in order. */
  const queues = new Map();
  return {
    /** The next forced answer of this visitor for 'key' or 'save', if any. */
    take(visitor, call) {
      return queues.get(`${visitor} ${call}`)?.shift();
    },
    routes: new Map([
      [
        'POST /api/test/form-answers',
        async (req) => {
          const visitor = visitorOf(req);
          const body = await readBody(req);
          for (const call of ['key', 'save']) queues.set(`${visitor.id} ${call}`, Array.isArray(body[call]) ? [...body[call]] : []);
          return { status: 200, body: { ok: true }, headers: visitor.headers };
        },
      ],
    ]),
  };
}
