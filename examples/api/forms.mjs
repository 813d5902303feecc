// The example form backend (document 000 §7): single-use submission keys, then saves that check
// the crumb and the key, limit each visitor to 5 submissions a minute, check the captcha, validate
// with the same pure rules as the browser (machines/form, loaded through tsx) and store the
// submission in SQLite. Answers follow the statuses of document 000 §8.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { CRUMB_COOKIE } from './crumb.mjs';
import { readBody, readCookies } from './http.mjs';

/** @type {typeof import('../../machines/form/index.ts')} */
const formRules = await tsImport('../../machines/form/index.ts', import.meta.url);

export { CRUMB_COOKIE };
export const VISITOR_COOKIE = 'sm_visitor';
/** "429 after 5 submissions a minute from one visitor" (issue 3). */
export const RATE_LIMIT = 5;
export const RATE_WINDOW_MS = 60_000;
/** How long an unused submission key stays valid (the spec leaves it open). */
export const KEY_LIFETIME_MS = 30 * 60_000;

const token = () => randomBytes(18).toString('base64url');
const cookie = (name, value, extra = '') => `${name}=${value}; Path=/; SameSite=Lax${extra}`;

/**
 * The visitor a request comes from: its visitor cookie, else a new id sent back as a cookie
 * (a browser without cookies counts by its address).
 */
export function visitorOf(req) {
  const existing = readCookies(req)[VISITOR_COOKIE];
  if (existing) return { id: existing, headers: {} };
  const id = token();
  return { id, fallback: `addr:${req.socket.remoteAddress ?? ''}`, headers: { 'set-cookie': cookie(VISITOR_COOKIE, id, '; HttpOnly') } };
}

/** Decodes every form block of a JSON file with the browser's decoder; a bad block stops the server. */
export function loadFormDefinitions(file) {
  const blocks = JSON.parse(readFileSync(file, 'utf8'));
  const definitions = new Map();
  for (const [name, block] of Object.entries(blocks)) {
    const decoded = formRules.decodeFormBlockData(block);
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
  return { status: 401, body: { crumbFail: true, crumb, error: 'The request crumb is missing or out of date.' }, headers: { 'set-cookie': cookie(CRUMB_COOKIE, crumb) } };
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

/**
 * The form routes over a submission store and form definitions. `captcha.redeem(token)` spends a
 * captcha token; `forced` (the test switch, absent in `npm start`) may answer in place of the
 * real logic; `now` is the clock.
 */
export function createFormRoutes({ store, definitions, captcha, forced, now = () => Date.now() }) {
  /** Unused keys: key -> expiry time. */
  const keys = new Map();
  /** Save attempts per visitor in the last minute: visitor -> times. */
  const attempts = new Map();

  /** Adds the visitor cookie (when new) to an answer, keeping any cookie the answer sets. */
  const withVisitor = (visitor, result) => {
    const cookies = [visitor.headers['set-cookie'], result.headers?.['set-cookie']].flat().filter(Boolean);
    return { ...result, headers: { ...result.headers, ...(cookies.length ? { 'set-cookie': cookies } : {}) } };
  };

  async function issueKey(req, url) {
    const visitor = visitorOf(req);
    const forcedAnswer = forced?.take(visitor.id, 'key');
    if (forcedAnswer) return withVisitor(visitor, await forcedResult(forcedAnswer, req));
    const crumbFail = crumbFailure(req, url);
    if (crumbFail) return withVisitor(visitor, crumbFail);
    const key = token();
    keys.set(key, now() + KEY_LIFETIME_MS);
    return withVisitor(visitor, { status: 200, body: { key } });
  }

  /** Counts this attempt; true when the visitor already made RATE_LIMIT in the last minute. */
  function overRateLimit(visitorId) {
    const recent = (attempts.get(visitorId) ?? []).filter((time) => time > now() - RATE_WINDOW_MS);
    const over = recent.length >= RATE_LIMIT;
    if (!over) recent.push(now());
    attempts.set(visitorId, recent);
    return over;
  }

  function spendKey(key) {
    const expires = typeof key === 'string' ? keys.get(key) : undefined;
    keys.delete(key);
    return expires !== undefined && expires > now();
  }

  async function save(req, url) {
    const visitor = visitorOf(req);
    const forcedAnswer = forced?.take(visitor.id, 'save');
    if (forcedAnswer) return withVisitor(visitor, await forcedResult(forcedAnswer, req));
    const crumbFail = crumbFailure(req, url);
    if (crumbFail) return withVisitor(visitor, crumbFail);
    const payload = await readBody(req);
    if (!spendKey(payload.key)) return withVisitor(visitor, { status: 401, body: { error: 'The submission key is missing, used or expired.' } });
    if (overRateLimit(visitor.fallback ?? visitor.id)) {
      return withVisitor(visitor, { status: 429, body: { error: 'Too many submissions; try again in a minute.' } });
    }
    const definition = definitions.get(payload.formId);
    if (!definition) return withVisitor(visitor, { status: 404, body: { error: `No form ${String(payload.formId)} is configured.` } });
    let values;
    try {
      values = JSON.parse(payload.form);
    } catch {
      values = null;
    }
    if (typeof values !== 'object' || values === null || Array.isArray(values)) {
      return withVisitor(visitor, { status: 400, body: { error: formRules.UNPARSABLE_FIELDS_MESSAGE } });
    }
    if ((definition.captcha ?? 'none') !== 'none' && !captcha.redeem(payload.captchaKey)) {
      return withVisitor(visitor, { status: 400, body: { error: formRules.CAPTCHA_INCOMPLETE_MESSAGE } });
    }
    const { fieldErrors, formError } = formRules.validateForm(definition.fields, values);
    if (formError !== null) return withVisitor(visitor, { status: 400, body: { errors: fieldErrors, error: formError } });
    const known = Object.fromEntries(definition.fields.filter((field) => field.id in values).map((field) => [field.id, values[field.id]]));
    const id = store.insert({ formId: definition.formId, createdAt: new Date(now()).toISOString(), values: known, payload });
    return withVisitor(visitor, { status: 200, body: { success: true, submissionId: id } });
  }

  return new Map([
    ['POST /api/form/FormSubmissionKey', issueKey],
    ['POST /api/form/SaveFormSubmission', save],
    // Read-only list for /admin/submissions.
    ['GET /api/form/submissions', async () => ({ status: 200, body: { submissions: store.list() } })],
  ]);
}
