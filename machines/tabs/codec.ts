import * as t from 'io-ts';
import { decodeWith, parseJson, type Decoded } from '../shared/decode.ts';
import { MENU_BLOCK_DATA_ERROR } from './constants.ts';

/** A dish or drink of a menu tab; the price is the owner's text ("12", "9 / 14"), shown as written. */
const MenuItemCodec = t.intersection([t.type({ name: t.string }), t.partial({ description: t.string, price: t.string })]);
const MenuSectionCodec = t.intersection([t.type({ items: t.array(MenuItemCodec) }), t.partial({ title: t.string })]);
const MenuTabCodec = t.intersection([t.type({ id: t.string, title: t.string, sections: t.array(MenuSectionCodec) }), t.partial({ note: t.string })]);
/** Menu block data as a published page carries it (untrusted JSON). */
const MenuBlockCodec = t.intersection([t.type({ tabs: t.array(MenuTabCodec) }), t.partial({ title: t.string })]);

export type MenuItemData = t.TypeOf<typeof MenuItemCodec>;
export type MenuSectionData = t.TypeOf<typeof MenuSectionCodec>;
export type MenuTabData = t.TypeOf<typeof MenuTabCodec>;
/** A menu block (tabs of sections and items) as its JSON decodes. */
export type MenuBlockData = t.TypeOf<typeof MenuBlockCodec>;

/** The decoding of a menu block: its data, or the error to warn with and why. */
export type MenuBlockDecoding = Extract<Decoded<MenuBlockData>, { ok: true }> | (Extract<Decoded<MenuBlockData>, { ok: false }> & { error: string });

const refuse = (details: string[]) => ({ ok: false as const, error: MENU_BLOCK_DATA_ERROR, details });

/**
 * [BLK-079] Decodes the JSON text of a menu block. Text that does not parse or match the shape,
 * a menu without tabs (nothing to select: BLK-009 needs one), or two tabs with one id give the
 * error, so the caller warns and abandons the render instead of crashing the page. One tab is a
 * valid menu: a tab list of one.
 */
export function decodeMenuBlock(json: string): MenuBlockDecoding {
  const parsed = parseJson(json);
  if (!parsed.ok) return refuse([parsed.message]);
  const decoded = decodeWith(MenuBlockCodec, parsed.value);
  if (!decoded.ok) return refuse(decoded.details);
  const ids = decoded.data.tabs.map((tab) => tab.id);
  if (ids.length === 0) return refuse(['tabs: a menu needs at least one tab']);
  if (new Set(ids).size !== ids.length) return refuse(['tabs: tab ids must be unique']);
  return { ok: true, data: decoded.data };
}
