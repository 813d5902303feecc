import type * as t from 'io-ts';
import { encodeSessionValue, readSessionValue } from '../../machines/limits/session-value.ts';
import { safeStorage, type SafeStorage } from './storage.ts';

export interface SessionValueStore<A> {
  /** The value, or null when there is none, it expired or it is not one (those are removed). */
  get(): A | null;
  /** Stores the value; with `ttlMs` it expires that long from now. Says whether storage took it. */
  set(value: A, ttlMs?: number): boolean;
  remove(): void;
}

/**
 * [CONST-020] A session value with an optional expiry, kept in session storage (through the
 * guarded `safeStorage`: a blocked storage logs and keeps nothing). Stored values are decoded
 * with the value's codec when read.
 */
export function sessionValue<A, O>(
  key: string,
  codec: t.Type<A, O, unknown>,
  { storage = safeStorage('session'), now = Date.now, warn = console.warn }: { storage?: SafeStorage; now?: () => number; warn?: (message: string, details: string[]) => void } = {},
): SessionValueStore<A> {
  return {
    get() {
      const read = readSessionValue(storage.get(key), now(), codec);
      if (read.status === 'present') return read.value;
      if (read.status === 'invalid') warn(`Session value ${key} could not be read; it was removed:`, read.details);
      if (read.status !== 'missing') storage.remove(key);
      return null;
    },
    set: (value, ttlMs) => storage.set(key, encodeSessionValue(codec.encode(value), ttlMs === undefined ? null : now() + ttlMs)),
    remove: () => storage.remove(key),
  };
}
