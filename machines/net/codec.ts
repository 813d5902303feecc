import * as t from 'io-ts';
import { parseJson } from '../shared/decode.ts';

/** The fields of a JSON answer the data layer acts on (document 000 §8), read from untrusted JSON. */
export interface AnswerBody {
  /** The body has an `error` field, whatever its type [NET-010]. */
  hasError: boolean;
  /** The error text: `error` as text, or the JSON of a non-text `error`. */
  error?: string;
  message?: string;
  billingErrorCode?: string;
  crumbFail: boolean;
  crumb?: string;
  loginRequired: boolean;
  authorizationFail: boolean;
}

const FlagsCodec = t.partial({
  message: t.string,
  crumb: t.string,
  crumbFail: t.boolean,
  loginRequired: t.boolean,
  authorizationFail: t.boolean,
});

const textOrJson = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Parses an answer's text as JSON and reads the fields the data layer acts on. A field of the
 * wrong type is ignored rather than trusted (a `crumbFail: "yes"` is no crumb failure).
 */
export function readAnswerBody(text: string): { ok: true; value: unknown; fields: AnswerBody } | { ok: false; message: string } {
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed;
  const record = t.UnknownRecord.is(parsed.value) ? parsed.value : {};
  const flags = Object.fromEntries(Object.entries(FlagsCodec.props).filter(([name, codec]) => codec.is(record[name])).map(([name]) => [name, record[name]])) as t.TypeOf<typeof FlagsCodec>;
  const billing = record.billingErrorCode;
  return {
    ok: true,
    value: parsed.value,
    fields: {
      hasError: 'error' in record && record.error !== undefined && record.error !== null,
      ...(record.error === undefined || record.error === null ? {} : { error: textOrJson(record.error) }),
      ...(flags.message === undefined ? {} : { message: flags.message }),
      ...(billing === undefined || billing === null ? {} : { billingErrorCode: textOrJson(billing) }),
      ...(flags.crumb === undefined ? {} : { crumb: flags.crumb }),
      crumbFail: flags.crumbFail === true,
      loginRequired: flags.loginRequired === true,
      authorizationFail: flags.authorizationFail === true,
    },
  };
}
