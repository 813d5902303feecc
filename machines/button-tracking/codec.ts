import * as t from 'io-ts';
import { BUTTON_TRACKING_CONTEXT } from '../enums/constants.ts';
import { decodeWith, type Decoded } from '../shared/decode.ts';
import type { ButtonFields } from '../tracking/logic.ts';
import { BUTTON_BLOCK_CONTEXT, BUTTON_BLOCK_DATA_ERROR } from './constants.ts';

/** [TRK-007] A button block's data as a page carries it (untrusted): the tracking payload's fields. */
const ButtonBlockCodec = t.intersection([
  t.type({ id: t.string, buttonText: t.string, clickthroughUrl: t.string }),
  t.partial({ alignment: t.string, size: t.string, newWindow: t.boolean, context: BUTTON_TRACKING_CONTEXT.codec }),
]);

/**
 * [TRK-007] [ENUM-021] Decodes a button block's data into its tracking fields (alignment
 * 'center', size 'medium', same window and the button block context when absent); data that
 * does not decode gives the message and the details.
 */
export function decodeButtonBlock(value: unknown): Decoded<ButtonFields> & { message?: string } {
  const decoded = decodeWith(ButtonBlockCodec, value);
  if (!decoded.ok) return { ...decoded, message: BUTTON_BLOCK_DATA_ERROR };
  const { id, buttonText, clickthroughUrl, alignment = 'center', size = 'medium', newWindow = false, context = BUTTON_BLOCK_CONTEXT } = decoded.data;
  return { ok: true, data: { id, buttonText, clickthroughUrl, alignment, size, newWindow, context } };
}
