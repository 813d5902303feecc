// Storage of form submissions in an embedded SQLite database file (better-sqlite3). Every insert
// is a committed write to the file, so a stored submission never lives only in memory.
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Opens (creating when needed) the submissions database at `file`. With `fresh`, an earlier file
 * is removed first, so a test run starts with no rows.
 */
export function openSubmissionStore(file, { fresh = false } = {}) {
  mkdirSync(dirname(file), { recursive: true });
  if (fresh) for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  const db = new Database(file);
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE IF NOT EXISTS submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    form_id TEXT NOT NULL,
    created_at TEXT NOT NULL,
    form_values TEXT NOT NULL,
    payload TEXT NOT NULL
  )`);
  const insert = db.prepare('INSERT INTO submissions (form_id, created_at, form_values, payload) VALUES (?, ?, ?, ?)');
  const latest = db.prepare('SELECT id, form_id, created_at, form_values FROM submissions ORDER BY id DESC LIMIT ?');

  return {
    file,
    /** Stores one submission; returns its id. */
    insert({ formId, createdAt, values, payload }) {
      const result = insert.run(formId, createdAt, JSON.stringify(values), JSON.stringify(payload));
      return Number(result.lastInsertRowid);
    },
    /** The newest submissions first, values parsed. */
    list(limit = 200) {
      return latest.all(limit).map((row) => ({
        id: row.id,
        formId: row.form_id,
        createdAt: row.created_at,
        values: JSON.parse(row.form_values),
      }));
    },
    close() {
      db.close();
    },
  };
}
