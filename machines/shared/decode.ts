import type * as t from 'io-ts';

/** The result of decoding untrusted data: typed data, or readable reasons it was refused. */
export type Decoded<T> = { ok: true; data: T } | { ok: false; details: string[] };

/** `path.to.field: message` for each io-ts error, so a warning says where the data is wrong. */
export function describeErrors(errors: t.Errors): string[] {
  return errors.map((error) => {
    const path = error.context.map((entry) => entry.key).filter((key) => key !== '').join('.');
    return `${path || '(root)'}: ${error.message ?? `expected ${error.context.at(-1)?.type.name ?? 'a value'}`}`;
  });
}

/**
 * Decodes `value` with an io-ts codec. Reads io-ts's Either by its tag rather than importing
 * fp-ts helpers, whose directory imports Node's ES module loader refuses.
 */
export function decodeWith<A, O>(codec: t.Type<A, O, unknown>, value: unknown): Decoded<A> {
  const result = codec.decode(value);
  return result._tag === 'Right' ? { ok: true, data: result.right } : { ok: false, details: describeErrors(result.left) };
}

/** Parses JSON text without throwing: `undefined` data and the parser's message on failure. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
