import * as t from 'io-ts';
import { decodeWith, type Decoded } from './decode.ts';
import type { PageEnvironment } from './environment.ts';

// Apart from environment.ts, so a component that only reads the environment does not pull in
// io-ts: the decoder runs once per page, where the page's payload is read.
const PageEnvironmentCodec = t.type({
  url: t.type({ pathname: t.string, search: t.string }),
  cookies: t.record(t.string, t.string),
  now: t.number,
  mobile: t.boolean,
});

/** The page environment embedded in a page for hydration (untrusted page input). */
export function decodePageEnvironment(value: unknown): Decoded<PageEnvironment> {
  return decodeWith(PageEnvironmentCodec, value);
}
