import type { Decoded } from './decode.ts';

/**
 * Decodes `value` with an io-ts guard (`#io-ts-guard`, io-ts's Guard module: tree-shaken in a
 * browser bundle, where the classic io-ts module comes in whole with any import): what the
 * browser reads from places the server did not write (a cookie, a network answer) is still
 * checked by io-ts there, without shipping every classic codec. `expected` says what a refused
 * value should have been (`(root): expected "true" | "false"`).
 */
export function decodeWithGuard<A>(guard: { is: (value: unknown) => value is A }, value: unknown, expected: string): Decoded<A> {
  return guard.is(value) ? { ok: true, data: value } : { ok: false, details: [expected] };
}
