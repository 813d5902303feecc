import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import { ACCORDION_BLOCK_DATA_ERROR } from './constants.ts';

/** Accordion block data as a published page carries it (untrusted JSON). */
const AccordionItemCodec = t.type({ id: t.string, title: t.string, content: t.string });
const AccordionBlockCodec = t.intersection([
  t.type({ items: t.array(AccordionItemCodec) }),
  t.partial({ allowMultiple: t.boolean, expandFirst: t.boolean }),
]);

export type AccordionItemData = t.TypeOf<typeof AccordionItemCodec>;
export type AccordionBlockData = t.TypeOf<typeof AccordionBlockCodec>;

export type AccordionBlockDecoding =
  | { ok: true; data: AccordionBlockData }
  | { ok: false; error: string; details: string[] };

function describeErrors(errors: t.Errors): string[] {
  return errors.map((error) => {
    const path = error.context.map((entry) => entry.key).filter((key) => key !== '').join('.');
    return `${path || '(root)'}: ${error.message ?? `expected ${error.context.at(-1)?.type.name ?? 'a value'}`}`;
  });
}

/**
 * [BLK-079] Decodes the JSON text of an accordion block. Text that does not parse or does not
 * match the shape gives the error, so the caller warns and abandons the render instead of
 * crashing the page.
 */
export function decodeAccordionBlock(json: string): AccordionBlockDecoding {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    return { ok: false, error: ACCORDION_BLOCK_DATA_ERROR, details: [String(error)] };
  }
  const decoded = AccordionBlockCodec.decode(raw);
  if (isLeft(decoded)) return { ok: false, error: ACCORDION_BLOCK_DATA_ERROR, details: describeErrors(decoded.left) };
  const ids = decoded.right.items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) {
    return { ok: false, error: ACCORDION_BLOCK_DATA_ERROR, details: ['items: item ids must be unique'] };
  }
  return { ok: true, data: decoded.right };
}
