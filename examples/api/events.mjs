// Example API of the error reporter, the trace logger, page-view tracking and the checkout
// routes. Everything received is stored (./store.mjs) and readable at
// GET /api/events/recorded?kind=javascript-errors|trace|track|census-hits.
import { hasValidCrumb } from './crumb.mjs';
import { readText } from './http.mjs';
import { KINDS, readRecords, storeRecords } from './store.mjs';

const ok = (body = { ok: true }) => ({ status: 200, body });
const fail = (status, error) => ({ status, body: { error } });
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

// The error reporter queues at most 10 reports a send (ERR-007); anything bigger is not ours.
const MAX_REPORTS_PER_CALL = 10;

/** ERR-001..003: a JSON array of error reports with the CSRF header. */
async function recordJavascriptErrors(req) {
  if (!hasValidCrumb(req)) return fail(403, 'Missing or wrong CSRF token');
  let reports;
  try {
    reports = JSON.parse(await readText(req, 200_000));
  } catch {
    return fail(400, 'Body is not JSON');
  }
  const valid =
    Array.isArray(reports) &&
    reports.length <= MAX_REPORTS_PER_CALL &&
    reports.every((report) => isObject(report) && typeof report.event === 'string' && isObject(report.data) && typeof report.timestamp === 'number');
  if (!valid) return fail(400, 'Expected a JSON array of error reports {event, data, timestamp}');
  await storeRecords('javascript-errors', reports);
  return ok({ ok: true, stored: reports.length });
}

/** ERR-009, ERR-010: form field `data`, a JSON list of {pageUrl, type, data}. */
async function recordTrace(req) {
  const fields = new URLSearchParams(await readText(req, 200_000));
  let events;
  try {
    events = JSON.parse(fields.get('data') ?? '');
  } catch {
    return fail(400, 'Field data is not JSON');
  }
  const valid = Array.isArray(events) && events.every((event) => isObject(event) && typeof event.pageUrl === 'string' && typeof event.type === 'string');
  if (!valid) return fail(400, 'Expected data to hold a JSON list of {pageUrl, type, data}');
  await storeRecords('trace', events);
  return ok({ ok: true, stored: events.length });
}

// A transparent 1x1 GIF: the answer of the image beacon.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** TRK-001, TRK-002: the page-view beacon's query fields. */
async function track(req, url) {
  await storeRecords('track', [Object.fromEntries(url.searchParams)]);
  return { status: 200, body: PIXEL, headers: { 'content-type': 'image/gif', 'cache-control': 'no-store' } };
}

/** TRK-013, TRK-022: form-encoded event, data (JSON) and ss_cvr. */
async function recordHit(req) {
  const fields = new URLSearchParams(await readText(req, 100_000));
  let data;
  try {
    data = JSON.parse(fields.get('data') ?? '');
  } catch {
    return fail(400, 'Field data is not JSON');
  }
  await storeRecords('census-hits', [{ event: fields.get('event'), data, ss_cvr: fields.get('ss_cvr') }]);
  return ok();
}

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

export const eventRoutes = [
  ['POST /api/events/RecordJavascriptErrors', recordJavascriptErrors],
  ['POST /api/events/Trace', recordTrace],
  ['GET /api/track/Track', track],
  ['POST /api/census/RecordHit', recordHit],
  ['GET /api/events/recorded', recorded],
  ['GET /commerce/goto-checkout', checkoutPage('Checkout')],
  ['GET /checkout/subscribe', checkoutPage('Subscription checkout')],
  ['GET /checkout/donate', checkoutPage('Donation checkout')],
  ['GET /checkout/giftcard', checkoutPage('Gift card checkout')],
];
