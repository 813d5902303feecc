// Storage of the tracking requests the example backend receives (census calls, analytics
// events, the replay id asks, pixel events) in the same SQLite file as the form submissions
// (FORM_DB_FILE), one committed row per request.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/** Opens (creating when needed) the tracking table in the database file `file`. */
export function openTrackingStore(file) {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE IF NOT EXISTS tracking_requests (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    path TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    client TEXT NOT NULL,
    body TEXT NOT NULL
  )`);
  const insert = db.prepare('INSERT INTO tracking_requests (kind, path, received_at, client, body) VALUES (?, ?, ?, ?, ?)');
  const latest = db.prepare('SELECT id, kind, path, received_at, body FROM tracking_requests ORDER BY id DESC LIMIT ?');
  const since = db.prepare('SELECT id, kind, path, received_at, body FROM tracking_requests WHERE client = ? AND received_at >= ? ORDER BY id DESC LIMIT ?');
  const row = (entry) => ({ id: entry.id, kind: entry.kind, path: entry.path, receivedAt: entry.received_at, body: JSON.parse(entry.body) });
  return {
    insert({ kind, path, receivedAt, client, body }) {
      return Number(insert.run(kind, path, receivedAt, client, JSON.stringify(body ?? null)).lastInsertRowid);
    },
    /** Newest first. */
    list(limit = 200) {
      return latest.all(limit).map(row);
    },
    /** One client's requests from `from` (ms) on, newest first. */
    listFor(client, from, limit = 100) {
      return since.all(client, from, limit).map(row);
    },
    close() {
      db.close();
    },
  };
}
