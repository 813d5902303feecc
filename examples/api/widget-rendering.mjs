// The widget-rendering call (BLK-038, NET-029): POST /api/widget/GetWidgetRendering with the
// form fields widgetJSON (the block's type, id and value) and, for a summary block, collectionId.
// The events summary renders the collection's upcoming events from SQLite (the form backend's
// database file, FORM_DB_FILE) as HTML, answered as { html }. An event's excerpt is owner HTML,
// passed through as written (the page sanitizes what it puts in place).
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import * as t from 'io-ts';
import { codecs, formBody, route } from './router.mjs';

const DAY_MS = 86_400_000;

/** widgetJSON: the block's {type, id, value} as JSON text. */
const WidgetJson = new t.Type(
  'JSON text of {type, id, value}',
  (value) => typeof value === 'object' && value !== null,
  (value, context) => {
    if (typeof value !== 'string') return t.failure(value, context);
    try {
      const parsed = JSON.parse(value);
      return t.type({ type: t.number, id: t.string, value: t.unknown }).validate(parsed, context);
    } catch {
      return t.failure(value, context, 'widgetJSON is not JSON');
    }
  },
  (value) => JSON.stringify(value),
);
const WidgetFields = t.intersection([t.type({ widgetJSON: WidgetJson }), t.partial({ collectionId: codecs.text(100) })]);

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The example events, days from now, one with owner HTML that carries a script (it must never run). */
const SEED = [
  { days: 2, title: 'Harbour lights night walk', location: 'Pier 1', excerpt: '<p>Two hours along the water after dark. <strong>Bring a lantern.</strong></p>' },
  { days: 6, title: 'Fish market at dawn', location: 'Fulton Street', excerpt: '<p>Meet the fishmongers.<script>window.__smWidgetScriptRan = true</script><img src="/favicon.svg" alt="" onerror="window.__smWidgetScriptRan = true" onload="window.__smWidgetScriptRan = true"></p>' },
  { days: 13, title: 'Lighthouse open day', location: 'Governors Island', excerpt: '<p>Climb the stairs, see the lamp. <a href="javascript:alert(1)">Details</a></p>' },
  { days: -5, title: 'Past: spring cleanup', location: 'Battery Park', excerpt: '<p>Already happened.</p>' },
];

function openEvents() {
  const file = process.env.FORM_DB_FILE ?? fileURLToPath(new URL('../data/forms.sqlite', import.meta.url));
  const db = new Database(file);
  db.exec(`CREATE TABLE IF NOT EXISTS events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    collection_id TEXT NOT NULL,
    title TEXT NOT NULL,
    starts_at INTEGER NOT NULL,
    location TEXT NOT NULL,
    excerpt_html TEXT NOT NULL
  )`);
  if (db.prepare('SELECT COUNT(*) AS n FROM events').get().n === 0) {
    const insert = db.prepare('INSERT INTO events (collection_id, title, starts_at, location, excerpt_html) VALUES (?, ?, ?, ?, ?)');
    const start = Math.floor(Date.now() / DAY_MS) * DAY_MS + 18 * 3_600_000;
    for (const event of SEED) insert.run('events', event.title, start + event.days * DAY_MS, event.location, event.excerpt);
  }
  return db.prepare('SELECT title, starts_at, location, excerpt_html FROM events WHERE collection_id = ? AND starts_at >= ? ORDER BY starts_at LIMIT ?');
}

export function createWidgetRenderingRoutes({ now = () => Date.now() } = {}) {
  let upcoming = null;
  return [
    route(
      'POST',
      '/api/widget/GetWidgetRendering',
      async (req, url, fields) => {
        const { widgetJSON, collectionId } = fields;
        if (collectionId === undefined) return { status: 400, body: { error: 'A summary block needs its collectionId.' } };
        upcoming ??= openEvents();
        const value = typeof widgetJSON.value === 'object' && widgetJSON.value !== null ? widgetJSON.value : {};
        const limit = Number.isInteger(value.pageSize) && value.pageSize > 0 && value.pageSize <= 20 ? value.pageSize : 3;
        const rows = upcoming.all(collectionId, now(), limit);
        const items = rows.map((row) => {
          const when = new Date(row.starts_at);
          const date = when.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
          return `<li class="summary-event"><h3>${escapeHtml(row.title)}</h3><p><time datetime="${when.toISOString()}">${escapeHtml(date)}</time> · ${escapeHtml(row.location)}</p>${row.excerpt_html}</li>`;
        });
        const html = items.length === 0 ? '<p>No upcoming events.</p>' : `<ul class="summary-events">${items.join('')}</ul>`;
        return { status: 200, body: { html } };
      },
      formBody(WidgetFields),
    ),
  ];
}
