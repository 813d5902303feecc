import * as t from 'io-ts';
import { decodeWith, type Decoded } from '../shared/decode.ts';
import { TOOLTIP_DATA_ERROR } from './constants.ts';

const NonEmptyText = t.refinement(t.string, (text) => text.trim().length > 0, 'NonEmptyText');

/** A tooltip as a page declares it (a `data-tooltip` attribute, a block's settings): its text. */
const TooltipDataCodec = t.intersection([t.type({ text: NonEmptyText }), t.partial({ id: t.string })]);

/** A tooltip's text (and optional id), decoded. */
export type TooltipData = t.TypeOf<typeof TooltipDataCodec>;

/** The decoding of a tooltip's data: its text, or the warning and why (an empty tip is no tip). */
export type TooltipDecoding = Extract<Decoded<TooltipData>, { ok: true }> | (Extract<Decoded<TooltipData>, { ok: false }> & { error: string });

/**
 * Decodes a tooltip declared by untrusted markup or JSON (`{ text, id? }`). A missing or blank
 * text gives the warning, and the trigger is left without a tooltip rather than an empty one.
 */
export function decodeTooltipData(value: unknown): TooltipDecoding {
  const decoded = decodeWith(TooltipDataCodec, value);
  return decoded.ok ? decoded : { ...decoded, error: TOOLTIP_DATA_ERROR };
}
