// A small append-only store for the example API: one JSON-lines file per kind under
// examples/data/events (EVENTS_DATA_DIR overrides), so what the site sends survives restarts.
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = resolve(process.env.EVENTS_DATA_DIR ?? fileURLToPath(new URL('../data/events', import.meta.url)));

export const KINDS = ['javascript-errors', 'trace', 'track', 'census-hits'];

/** Appends records of a kind, each stamped with the time it arrived. */
export async function storeRecords(kind, records) {
  if (records.length === 0) return;
  await mkdir(dataDir, { recursive: true });
  const receivedAt = new Date().toISOString();
  await appendFile(join(dataDir, `${kind}.jsonl`), records.map((record) => JSON.stringify({ receivedAt, ...record }) + '\n').join(''));
}

/** The last `limit` records of a kind, oldest first. */
export async function readRecords(kind, limit = 500) {
  try {
    const text = await readFile(join(dataDir, `${kind}.jsonl`), 'utf8');
    return text
      .split('\n')
      .filter((line) => line !== '')
      .slice(-limit)
      .map((line) => JSON.parse(line));
  } catch (error) {
    if (error?.code === 'ENOENT') return [];
    throw error;
  }
}
