import * as t from 'io-ts';
import { decodeWith, type Decoded } from '../shared/decode.ts';

/** An account name: 1 to 15 letters, digits or underscores (a leading @ is dropped). */
const Username = t.refinement(t.string, (value) => /^[A-Za-z0-9_]{1,15}$/.test(value), 'Username');

/** [WID-001] The account named by a username attribute (untrusted). */
export function decodeUsername(value: string | null | undefined): Decoded<string> {
  return decodeWith(Username, value?.trim().replace(/^@/, ''));
}
