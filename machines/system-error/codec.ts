import * as t from 'io-ts';
import { decodeWith } from '../shared/decode.ts';
import type { SystemError } from './logic.ts';

const ErrorKey = t.partial({ errorKey: t.string });
const SystemErrorCodec = t.union([
  t.intersection([t.type({ kind: t.literal('cleaned') }), ErrorKey]),
  t.intersection([t.type({ kind: t.literal('network') }), t.partial({ serverText: t.string }), ErrorKey]),
  t.intersection([t.type({ kind: t.literal('other') }), t.partial({ url: t.string, format: t.string, text: t.string }), ErrorKey]),
]);

/**
 * Error details from anywhere (a server answer, another adapter): what does not decode is
 * shown as the cleaned error, so the overlay always has words and never leaks raw data.
 */
export function decodeSystemError(value: unknown): SystemError {
  const decoded = decodeWith(SystemErrorCodec, value);
  return decoded.ok ? decoded.data : { kind: 'cleaned' };
}
