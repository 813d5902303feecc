// The example form backend (document 000 §7): single-use submission keys, then saves that check
// the crumb and the key, limit each address to 5 submissions a minute per form (Fastify's rate limit), check the
// captcha, validate with the same pure rules as the browser (machines/form, loaded through tsx)
// and store the submission in SQLite. Answers follow the statuses of document 000 §8. The stored
// submissions are the site owner's to read, over an owner-only route.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as t from 'io-ts';
import { tsImport } from 'tsx/esm/api';
import { CRUMB_COOKIE } from './crumb.mjs';
import { clientAddress, readCookies, setCookie } from './http.mjs';
import { createExpiringTokens } from './limits.mjs';
import { codecs, jsonBody, route } from './router.mjs';

/** @type {typeof import('../../machines/form/codec.ts')} */
const formCodec = await tsImport('../../machines/form/codec.ts', import.meta.url);
/** @type {typeof import('../../machines/form/constants.ts')} */
const formTexts = await tsImport('../../machines/form/constants.ts', import.meta.url);
/** @type {typeof import('../../machines/form/validation.ts')} */
const formValidation = await tsImport('../../machines/form/validation.ts', import.meta.url);

export { CRUMB_COOKIE };
/** "429 after 5 submissions a minute" (issue 3), per address and form; FORM_RATE_LIMIT overrides (README). */
export const RATE_LIMIT = 5;
export const RATE_WINDOW_MS = 60_000;
/** How long an unused submission key stays valid (the spec leaves it open). */
export const KEY_LIFETIME_MS = 30 * 60_000;
/** At most this many unused keys are held; past it the oldest is dropped. */
export const MAX_UNUSED_KEYS = 10_000;

const token = () => randomBytes(18).toString('base64url');

const nullableText = (max) => t.union([codecs.text(max), t.null]);

/**
 * [FORM-002] [FORM-003] The save payload: the key and the form's values as JSON text, the form
 * id (page blocks send none: 404), the captcha token, and the form block's other fields.
 */
const SavePayload = t.intersection([
  t.type({ key: codecs.text(200), form: codecs.text(200_000) }),
  t.partial({
    formId: codecs.text(200),
    captchaKey: nullableText(4_000),
    collectionId: nullableText(200),
    objectName: nullableText(200),
    isOverlayForm: t.boolean,
    submitButtonText: codecs.text(500),
  }),
]);

/** Decodes every form block of a JSON file with the browser's decoder; a bad block stops the server. */
export function loadFormDefinitions(file) {
  const blocks = JSON.parse(readFileSync(file, 'utf8'));
  const definitions = new Map();
  for (const [name, block] of Object.entries(blocks)) {
    const decoded = formCodec.decodeFormBlockData(block);
    if (!decoded.ok) throw new Error(`${file} ${name}: ${decoded.error} ${decoded.details.join('; ')}`);
    definitions.set(decoded.data.formId, decoded.data);
  }
  return definitions;
}

/**
 * [NET-003] [NET-013] The crumb query parameter must match the crumb cookie; otherwise the answer
 * is a crumbFail with a new crumb (also set as the cookie), which the data layer retries once.
 */
function crumbFailure(req, url) {
  const expected = readCookies(req)[CRUMB_COOKIE];
  if (expected && url.searchParams.get(CRUMB_COOKIE) === expected) return null;
  const crumb = token();
  return { status: 401, body: { crumbFail: true, crumb, error: 'The request crumb is missing or out of date.' }, headers: { 'set-cookie': setCookie(CRUMB_COOKIE, crumb) } };
}

/** Waits `ms`, or less when the client goes away first. */
function waitOrClose(req, ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    req.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The answer a test forced: a status and body, raw HTML, a dropped connection, or a hang. */
export async function forcedResult(answer, req) {
  if (answer.hangMs !== undefined) {
    await waitOrClose(req, answer.hangMs);
    return { drop: true };
  }
  if (answer.network) return { drop: true };
  if (answer.html !== undefined) return { status: answer.status ?? 200, text: answer.html, contentType: 'text/html; charset=utf-8' };
  return { status: answer.status ?? 200, body: answer.body ?? {} };
}

/** A JSON object of field values, or null when `form` is not one. */
function parseValues(form) {
  try {
    const values = JSON.parse(form);
    return typeof values === 'object' && values !== null && !Array.isArray(values) ? values : null;
  } catch {
    return null;
  }
}

/**
 * The form routes over a submission store and form definitions. `captcha.redeem(token)` spends a
 * captcha token; `forced` (the test switch, absent in `npm start`) may answer in place of the
 * real logic; `ownerOnly` guards the stored submissions; `now` is the clock.
 */
export function createFormRoutes({ store, definitions, captcha, forced, ownerOnly, rateLimit = RATE_LIMIT, now = () => Date.now() }) {
  const keys = createExpiringTokens({ lifetimeMs: KEY_LIFETIME_MS, max: MAX_UNUSED_KEYS, now });

  async function issueKey(req, url) {
    const forcedAnswer = forced?.take(req, 'key');
    if (forcedAnswer) return forcedResult(forcedAnswer, req);
    const crumbFail = crumbFailure(req, url);
    if (crumbFail) return crumbFail;
    const key = token();
    keys.add(key);
    return { status: 200, body: { key } };
  }

  async function save(req, url, payload) {
    const forcedAnswer = forced?.take(req, 'save');
    if (forcedAnswer) return forcedResult(forcedAnswer, req);
    const crumbFail = crumbFailure(req, url);
    if (crumbFail) return crumbFail;
    if (!keys.spend(payload.key)) return { status: 401, body: { error: 'The submission key is missing, used or expired.' } };
    const definition = payload.formId === undefined ? undefined : definitions.get(payload.formId);
    if (!definition) return { status: 404, body: { error: `No form ${payload.formId ?? '(no form id)'} is configured.` } };
    const values = parseValues(payload.form);
    if (values === null) return { status: 400, body: { error: formTexts.UNPARSABLE_FIELDS_MESSAGE } };
    if ((definition.captcha ?? 'none') !== 'none' && !captcha.redeem(payload.captchaKey)) {
      return { status: 400, body: { error: formTexts.CAPTCHA_INCOMPLETE_MESSAGE } };
    }
    const { fieldErrors, formError } = formValidation.validateForm(definition.fields, values, definition);
    if (formError !== null) return { status: 400, body: { errors: fieldErrors, error: formError } };
    const known = Object.fromEntries(definition.fields.filter((field) => Object.hasOwn(values, field.id)).map((field) => [field.id, values[field.id]]));
    const id = store.insert({ formId: definition.formId, createdAt: new Date(now()).toISOString(), values: known, payload });
    return { status: 200, body: { success: true, submissionId: id } };
  }

  /** The stored submissions (names, emails): the site owner's only. */
  const submissions = async () => ({ status: 200, body: { submissions: store.list() }, headers: { 'cache-control': 'no-store' } });

  return {
    keys,
    routes: [
      route('POST', '/api/form/FormSubmissionKey', issueKey),
      // [FORM-052] Keyed on what the client cannot choose: the connection's address, plus the form
      // (counted by @fastify/rate-limit before the save runs, whatever its answer).
      route('POST', '/api/form/SaveFormSubmission', save, jsonBody(SavePayload, { limit: 300_000 }), {
        rateLimit: { max: rateLimit, windowMs: RATE_WINDOW_MS, key: (req, payload) => `${clientAddress(req)} ${payload.formId ?? ''}`, message: 'Too many submissions; try again in a minute.' },
      }),
      route('GET', '/api/owner/submissions', ownerOnly(submissions)),
    ],
  };
}
