import * as t from 'io-ts';
import { decodeWith, type Decoded } from '../shared/decode.ts';

/**
 * [PERM-016] An admin-level event as it travels on the admin broadcast (between the tabs of a
 * user holding the admin permission): what happened, where, and when (ms since the epoch, the
 * sender's clock). The spec names the broadcast, not its events; these are the reading (README).
 */
export const adminEventCodec = t.type({
  type: t.literal('signedInPageOpened'),
  path: t.string,
  at: t.number,
});

/** A message the admin broadcasts to the page, decoded. */
export type AdminEvent = t.TypeOf<typeof adminEventCodec>;

/** A message from the broadcast channel (another tab's, so untrusted): the event, or why it was refused. */
export function decodeAdminEvent(value: unknown): Decoded<AdminEvent> {
  return decodeWith(adminEventCodec, value);
}
