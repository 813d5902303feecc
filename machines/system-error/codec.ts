import * as t from 'io-ts';
import { decodeWith, type Decoded } from '../shared/decode.ts';
import type { SystemError } from './logic.ts';

// Marked pure: a page that never reports untrusted error details ships none of this codec.
const ErrorKey = /* @__PURE__ */ t.partial({ errorKey: t.string });
const SystemErrorCodec = /* @__PURE__ */ t.union([
  /* @__PURE__ */ t.intersection([/* @__PURE__ */ t.type({ kind: /* @__PURE__ */ t.literal('cleaned') }), ErrorKey]),
  /* @__PURE__ */ t.intersection([/* @__PURE__ */ t.type({ kind: /* @__PURE__ */ t.literal('network') }), /* @__PURE__ */ t.partial({ serverText: t.string }), ErrorKey]),
  /* @__PURE__ */ t.intersection([
    /* @__PURE__ */ t.type({ kind: /* @__PURE__ */ t.literal('other') }),
    /* @__PURE__ */ t.partial({ url: t.string, format: t.string, text: t.string }),
    ErrorKey,
  ]),
]);

/**
 * [ERR-014] [ERR-015] Error details from anywhere (a server answer, another adapter): the typed
 * error, or the reasons it was refused (`systemErrorOf` gives the fallback).
 */
export function decodeSystemError(value: unknown): Decoded<SystemError> {
  return decodeWith(SystemErrorCodec, value);
}

/**
 * The error the overlay shows for any details: what does not decode is shown as the cleaned
 * error [ERR-015], so the overlay always has words and never leaks raw data.
 */
export function systemErrorOf(value: unknown): SystemError {
  const decoded = decodeSystemError(value);
  return decoded.ok ? decoded.data : { kind: 'cleaned' };
}
