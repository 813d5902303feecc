// Example API of the error reporter, the trace logger, page-view tracking and the checkout
// routes. Everything received is stored (./store.mjs) and readable at
// GET /api/owner/events?kind=javascript-errors|trace|track|census-hits, for the site owner only.
import * as t from 'io-ts';
import { hasValidCrumb } from './crumb.mjs';
import { codecs, formBody, jsonBody, route } from './router.mjs';
import { KINDS, readRecords, storeRecords } from './store.mjs';

const ok = (body = { ok: true }) => ({ status: 200, body });
const fail = (status, error) => ({ status, body: { error } });

// The error reporter queues at most 10 reports a send (ERR-007); anything bigger is not ours.
const MAX_REPORTS_PER_CALL = 10;

/** A JSON value held in a form field: the field's text must parse, and `codec` decode what it holds. */
const jsonText = (codec, name) =>
  new t.Type(
    name,
    (value) => codec.is(value),
    (value, context) => {
      if (typeof value !== 'string') return t.failure(value, context);
      try {
        return codec.validate(JSON.parse(value), context);
      } catch {
        return t.failure(value, context, 'Field data is not JSON');
      }
    },
    (value) => JSON.stringify(codec.encode(value)),
  );

/** ERR-001..003: a JSON array of at most 10 error reports {event, data, timestamp}. */
const ErrorReports = t.refinement(
  t.array(t.type({ event: codecs.text(200), data: codecs.object, timestamp: t.number })),
  (reports) => reports.length <= MAX_REPORTS_PER_CALL,
  'at most 10 error reports {event, data, timestamp}',
);

/** ERR-009, ERR-010: form field `data`, a JSON list of {pageUrl, type, data}. */
const TraceFields = t.type({ data: jsonText(t.array(t.type({ pageUrl: codecs.text(4_000), type: codecs.text(200) })), 'JSON list of {pageUrl, type, data}') });

/** TRK-013, TRK-022: form-encoded event, data (JSON) and ss_cvr. */
const HitFields = t.intersection([t.type({ data: jsonText(codecs.object, 'JSON object') }), t.partial({ event: codecs.text(100), ss_cvr: codecs.text(400) })]);

/** ERR-001..003: a JSON array of error reports with the CSRF header. */
async function recordJavascriptErrors(req, url, reports) {
  if (!hasValidCrumb(req)) return fail(403, 'Missing or wrong CSRF token');
  await storeRecords('javascript-errors', reports);
  return ok({ ok: true, stored: reports.length });
}

async function recordTrace(req, url, fields) {
  await storeRecords('trace', fields.data);
  return ok({ ok: true, stored: fields.data.length });
}

// A transparent 1x1 GIF: the answer of the image beacon.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** TRK-001, TRK-002: the page-view beacon's query fields (the first of each name). */
async function track(req, url) {
  const fields = {};
  for (const [name, value] of url.searchParams) if (!Object.hasOwn(fields, name) && name !== '__proto__') fields[name] = value.slice(0, 4_000);
  await storeRecords('track', [fields]);
  return { status: 200, body: PIXEL, headers: { 'content-type': 'image/gif', 'cache-control': 'no-store' } };
}

async function recordHit(req, url, fields) {
  await storeRecords('census-hits', [{ event: fields.event ?? null, data: fields.data, ss_cvr: fields.ss_cvr ?? null }]);
  return ok();
}

/** What the site recorded, by kind: visitor ids and addresses, so the owner's only (README). */
async function recorded(req, url) {
  const kind = url.searchParams.get('kind');
  if (!KINDS.includes(kind)) return fail(400, `kind must be one of ${KINDS.join(', ')}`);
  return ok({ kind, records: await readRecords(kind) });
}

const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * CHK-001..004: the checkout routes answer a plain page naming the route and the query they
 * got, so a demo click never leaves the example site.
 */
function checkoutPage(title) {
  return async (req, url) => {
    const query = [...url.searchParams].map(([name, value]) => `<li><code>${escapeHtml(name)}</code> = <code>${escapeHtml(value)}</code></li>`);
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body><main><h1>${title}</h1>
<p>Route: <code data-route>${escapeHtml(url.pathname)}</code></p>
<h2>Query</h2>${query.length ? `<ul data-query>${query.join('')}</ul>` : '<p data-query>No query.</p>'}
<p><a href="/demo/checkout">Back to the checkout demo</a></p></main></body></html>`;
    return { status: 200, body: html, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } };
  };
}

/** The event routes; `ownerOnly` guards the recorded events (the owner's login, ./owner.mjs). */
export function createEventRoutes({ ownerOnly }) {
  return [
    route('POST', '/api/events/RecordJavascriptErrors', recordJavascriptErrors, jsonBody(ErrorReports, { limit: 200_000 })),
    route('POST', '/api/events/Trace', recordTrace, formBody(TraceFields, { limit: 200_000 })),
    route('GET', '/api/track/Track', track),
    route('POST', '/api/census/RecordHit', recordHit, formBody(HitFields, { limit: 100_000 })),
    route('GET', '/api/owner/events', ownerOnly(recorded)),
    route('GET', '/commerce/goto-checkout', checkoutPage('Checkout')),
    route('GET', '/checkout/subscribe', checkoutPage('Subscription checkout')),
    route('GET', '/checkout/donate', checkoutPage('Donation checkout')),
    route('GET', '/checkout/giftcard', checkoutPage('Gift card checkout')),
  ];
}
