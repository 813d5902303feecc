import * as t from 'io-ts';
import { decodeWith, parseJson } from '../shared/decode.ts';

/** [CONST-020] Session data: a value, with the time (ms since the epoch) it expires, if it does. */
export interface SessionValue<A> {
  value: A;
  expiresAt: number | null;
}

export type SessionValueRead<A> =
  | { status: 'present'; value: A; expiresAt: number | null }
  | { status: 'missing' }
  | { status: 'expired' }
  | { status: 'invalid'; details: string[] };

const Stored = /* @__PURE__ */ t.intersection([t.type({ value: t.unknown }), t.partial({ expiresAt: t.union([t.number, t.null]) })]);

/** [CONST-020] The stored text of a value and its expiry (none: it lasts as long as the storage). */
export function encodeSessionValue(value: unknown, expiresAt: number | null = null): string {
  return JSON.stringify(expiresAt === null ? { value } : { value, expiresAt });
}

/**
 * [CONST-020] Reads stored text back with the value's codec: `expired` once `now` has reached
 * the expiry, `invalid` (with reasons) for text that is not a stored value of that type.
 */
export function readSessionValue<A, O>(text: string | null, now: number, codec: t.Type<A, O, unknown>): SessionValueRead<A> {
  if (text === null) return { status: 'missing' };
  const parsed = parseJson(text);
  if (!parsed.ok) return { status: 'invalid', details: [parsed.message] };
  const stored = decodeWith(Stored, parsed.value);
  if (!stored.ok) return { status: 'invalid', details: stored.details };
  const expiresAt = stored.data.expiresAt ?? null;
  if (expiresAt !== null && now >= expiresAt) return { status: 'expired' };
  const value = decodeWith(codec, stored.data.value);
  return value.ok ? { status: 'present', value: value.data, expiresAt } : { status: 'invalid', details: value.details };
}
