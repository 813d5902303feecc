import * as t from 'io-ts';
import { decodeWith, parseJson, type Decoded } from '../shared/decode.ts';
import { ACCORDION_BLOCK_DATA_ERROR } from './constants.ts';

/** Accordion block data as a published page carries it (untrusted JSON). */
const AccordionItemCodec = t.type({ id: t.string, title: t.string, content: t.string });
const AccordionBlockCodec = t.intersection([
  t.type({ items: t.array(AccordionItemCodec) }),
  t.partial({ allowMultiple: t.boolean, expandFirst: t.boolean }),
]);

export type AccordionItemData = t.TypeOf<typeof AccordionItemCodec>;
/** An accordion block as its JSON decodes. */
export type AccordionBlockData = t.TypeOf<typeof AccordionBlockCodec>;

/** The decoded block, or the refusal with the spec's message [BLK-079]. */
export type AccordionBlockDecoding = Extract<Decoded<AccordionBlockData>, { ok: true }> | (Extract<Decoded<AccordionBlockData>, { ok: false }> & { error: string });

/**
 * [BLK-079] Decodes the JSON text of an accordion block. Text that does not parse or does not
 * match the shape gives the error, so the caller warns and abandons the render instead of
 * crashing the page.
 */
export function decodeAccordionBlock(json: string): AccordionBlockDecoding {
  const parsed = parseJson(json);
  if (!parsed.ok) return { ok: false, error: ACCORDION_BLOCK_DATA_ERROR, details: [parsed.message] };
  const decoded = decodeWith(AccordionBlockCodec, parsed.value);
  if (!decoded.ok) return { ok: false, error: ACCORDION_BLOCK_DATA_ERROR, details: decoded.details };
  const ids = decoded.data.items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) {
    return { ok: false, error: ACCORDION_BLOCK_DATA_ERROR, details: ['items: item ids must be unique'] };
  }
  return { ok: true, data: decoded.data };
}
