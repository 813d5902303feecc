import * as G from '#io-ts-guard';
import type { Decoded } from '../shared/decode.ts';
import { decodeWithGuard } from '../shared/guard.ts';

// The form's two server answers, decoded where the browser reads them (network answers: a place
// the server that rendered the page did not write) with io-ts's guards (its Guard module,
// tree-shaken in a browser bundle): a page with a form ships no classic io-ts for them.

// Built from the guard module's primitives as its `struct` and `partial` would build them (those
// bring fp-ts's pipe and refine along): a record whose `key` is text; a record whose `errors`, if
// set, is a record and whose `error`, if set, is text.
const KeyAnswerGuard: G.Guard<unknown, { key: string }> = {
  is: (answer): answer is { key: string } => G.UnknownRecord.is(answer) && G.string.is(answer.key),
};
const AnswerDataGuard: G.Guard<unknown, { errors?: Record<string, unknown>; error?: string }> = {
  is: (data): data is { errors?: Record<string, unknown>; error?: string } =>
    G.UnknownRecord.is(data) && (data.errors === undefined || G.UnknownRecord.is(data.errors)) && (data.error === undefined || G.string.is(data.error)),
};

/**
 * [FORM-027] The key of a FormSubmissionKey answer (untrusted JSON): `{key}` when it holds a
 * key; refused otherwise, and the caller gives the machine `{}` (`keyAnswerOf`), so the form
 * fails the submit.
 */
export function decodeKeyAnswer(answer: unknown): Decoded<{ key: string }> {
  const decoded = decodeWithGuard(KeyAnswerGuard, answer, 'key: expected string');
  if (!decoded.ok) return decoded;
  return decoded.data.key === '' ? { ok: false, details: ['key: empty'] } : { ok: true, data: { key: decoded.data.key } };
}

/** What the machine gets of a key answer: the key, or `{}` (the submit fails) [FORM-027]. */
export function keyAnswerOf(answer: unknown): { key?: string } {
  const decoded = decodeKeyAnswer(answer);
  return decoded.ok ? decoded.data : {};
}

/** [FORM-032] The data of a failed SaveFormSubmission answer: data.error if text, the data.errors entries that are text. */
export function decodeAnswerData(data: unknown): Decoded<FailedAnswerData> {
  const decoded = decodeWithGuard(AnswerDataGuard, data, '(root): expected { errors?: record, error?: string }');
  if (!decoded.ok) return decoded;
  const { error, errors } = decoded.data;
  const texts = Object.entries(errors ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return { ok: true, data: { ...(error === undefined ? {} : { error }), ...(errors === undefined ? {} : { errors: Object.fromEntries(texts) }) } };
}

/** The data of a failed save answer, or `{}` when it is unreadable (the machine's generic message) [FORM-032]. */
export function answerDataOf(data: unknown): FailedAnswerData {
  const decoded = decodeAnswerData(data);
  return decoded.ok ? decoded.data : {};
}

/** What a failed save answer says: a form error and per-field errors, as text. */
export interface FailedAnswerData {
  errors?: Record<string, string>;
  error?: string;
}
