// Example API of the tracking calls (spec 002 §7): the census family, the product analytics
// events, the session-replay id and a stand-in ad pixel. Every call is accepted when it decodes
// (io-ts), stored in SQLite (./tracking-store.mjs, the FORM_DB_FILE database), and answered at
// once. GET /api/owner/tracking lists what was received, newest first, for the site owner only;
// GET /api/tracking/recent?since=<ms> gives one browser its own requests (the demo's live panel).
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import * as t from 'io-ts';
import { clientAddress } from './http.mjs';
import { codecs, jsonBody, jsonOrFormBody, route } from './router.mjs';
import { openTrackingStore } from './tracking-store.mjs';

const text = codecs.text;
const ok = (body = { ok: true }) => ({ status: 200, body, headers: { 'cache-control': 'no-store' } });

/** A JSON object held as text (commonData, customData). */
const jsonObjectText = new t.Type(
  'JSON object text',
  (value) => typeof value === 'string',
  (value, context) => {
    if (typeof value !== 'string') return t.failure(value, context);
    try {
      const parsed = JSON.parse(value);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? t.success(value) : t.failure(value, context);
    } catch {
      return t.failure(value, context);
    }
  },
  t.identity,
);

/** TRK-007, TRK-023, TRK-024, ENUM-021: the button fields plus the page's. */
const ButtonCensus = t.strict({
  id: text(200),
  buttonText: text(1_000),
  clickthroughUrl: text(4_000),
  alignment: text(40),
  size: text(40),
  newWindow: t.boolean,
  context: t.union([t.literal(1), t.literal(2)]),
  visitorCookie: text(400),
  pageTitle: text(1_000),
  pageId: text(200),
  pagePath: text(4_000),
  permissionType: t.union([t.null, t.number]),
});
/** TRK-026 */
const FormRender = t.strict({ formId: text(200), visitorCookie: text(400) });
/** TRK-027 */
const Overlay = t.strict({ event: text(100), visitorCookie: text(400) });
/** TRK-030: the same four fields by beacon (form) or XHR (JSON). */
const AnalyticsEvent = t.strict({ analyticsId: text(200), commonData: jsonObjectText, customData: jsonObjectText, customSchemaName: text(200) });

// A transparent 1x1 GIF: the stand-in pixel's answer.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Who sent a request, as a one-way hash of address and browser (the live panel's filter). */
const clientOf = (req) => createHash('sha256').update(`${clientAddress(req)}|${req.headers['user-agent'] ?? ''}`).digest('hex').slice(0, 32);

/** The tracking routes; `ownerOnly` guards the list (the owner's login, ./owner.mjs). */
export function createTrackingRoutes({ ownerOnly }) {
  const dbFile = process.env.FORM_DB_FILE ?? fileURLToPath(new URL('../data/forms.sqlite', import.meta.url));
  let store;
  // Opened at the first request: the form backend may be starting the same file fresh.
  const db = () => (store ??= openTrackingStore(dbFile));
  const keep = (kind) => async (req, url, body) => {
    db().insert({ kind, path: url.pathname, receivedAt: Date.now(), client: clientOf(req), body: body ?? null });
    return ok();
  };
  const parsedEvent = (body) => ({ ...body, commonData: JSON.parse(body.commonData), customData: JSON.parse(body.customData) });

  return [
    route('POST', '/api/census/button-click', keep('button-click'), jsonBody(ButtonCensus, { limit: 20_000 })),
    route('POST', '/api/census/button-render', keep('button-render'), jsonBody(ButtonCensus, { limit: 20_000 })),
    route('POST', '/api/census/form-render', keep('form-render'), jsonBody(FormRender, { limit: 4_000 })),
    route('POST', '/api/census/overlay', keep('overlay'), jsonBody(Overlay, { limit: 4_000 })),
    route('POST', '/api/census/RecordQuickView/:id', async (req, url) => {
      const id = decodeURIComponent(url.pathname.split('/').pop() ?? '').slice(0, 200);
      return keep('quick-view')(req, url, { id });
    }),
    route(
      'POST',
      '/api/v1/events',
      async (req, url, body) => {
        const transport = req.headers['content-type']?.startsWith('application/json') ? 'xhr' : 'beacon';
        return keep('analytics-event')(req, url, { transport, ...parsedEvent(body) });
      },
      jsonOrFormBody(AnalyticsEvent, { limit: 50_000 }),
    ),
    // TRK-020: the session-replay visitor id, as data.
    route('GET', '/api/commerce/fullstory/getId', async (req, url) => {
      const id = `replay-${clientOf(req).slice(0, 12)}`;
      db().insert({ kind: 'replay-id', path: url.pathname, receivedAt: Date.now(), client: clientOf(req), body: { answered: id } });
      return ok({ data: id });
    }),
    // TRK-038: the demo's stand-in ad pixel.
    route('GET', '/api/pixel/event', async (req, url) => {
      const fields = {};
      for (const [name, value] of url.searchParams) if (!Object.hasOwn(fields, name) && name !== '__proto__') fields[name] = value.slice(0, 1_000);
      db().insert({ kind: 'pixel', path: url.pathname, receivedAt: Date.now(), client: clientOf(req), body: fields });
      return { status: 200, body: PIXEL, headers: { 'content-type': 'image/gif', 'cache-control': 'no-store' } };
    }),
    route('GET', '/api/tracking/recent', async (req, url) => {
      const since = Number(url.searchParams.get('since') ?? '0');
      return ok({ requests: db().listFor(clientOf(req), Number.isFinite(since) ? since : 0) });
    }),
    route('GET', '/api/owner/tracking', ownerOnly(async () => ok({ requests: db().list() }))),
  ];
}
