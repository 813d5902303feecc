import * as G from '#io-ts-guard';
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

// io-ts's guards (its Guard module, tree-shaken in a browser bundle): the data layer ships no
// classic io-ts for the few fields it reads of an answer.
const FLAG_GUARDS = {
  message: G.string,
  crumb: G.string,
  crumbFail: G.boolean,
  loginRequired: G.boolean,
  authorizationFail: G.boolean,
};
type Flags = Partial<{ [K in keyof typeof FLAG_GUARDS]: (typeof FLAG_GUARDS)[K] extends G.Guard<unknown, infer A> ? A : never }>;

const textOrJson = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Parses an answer's text as JSON and reads the fields the data layer acts on. A field of the
 * wrong type is ignored rather than trusted (a `crumbFail: "yes"` is no crumb failure).
 */
export function readAnswerBody(text: string): { ok: true; value: unknown; fields: AnswerBody } | { ok: false; message: string } {
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed;
  const record = G.UnknownRecord.is(parsed.value) ? parsed.value : {};
  const flags = Object.fromEntries(Object.entries(FLAG_GUARDS).filter(([name, guard]) => guard.is(record[name])).map(([name]) => [name, record[name]])) as Flags;
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
