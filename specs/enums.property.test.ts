import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyEnumeration } from '../machines/enums/enumeration.ts';
import { ENUMERATIONS } from '../machines/enums/names.ts';
import { CONFIG_PERMISSION_GROUP, CONTRIBUTOR_ROLE, TOP_LEVEL_PERMISSION } from '../machines/permissions/constants.ts';

// Every numbered table: the spec's enumerations, and the permission and role tables.
const TABLES: [string, AnyEnumeration][] = [...Object.entries(ENUMERATIONS), ['TOP_LEVEL_PERMISSION', TOP_LEVEL_PERMISSION], ['CONFIG_PERMISSION_GROUP', CONFIG_PERMISSION_GROUP], ['CONTRIBUTOR_ROLE', CONTRIBUTOR_ROLE]];

describe('enumeration properties', () => {
  it.each(TABLES)('[ENUM-002] %s round-trips every name → number → name, and number → name → number', (_, table) => {
    fc.assert(
      fc.property(fc.constantFrom(...table.names), (name) => {
        const code = table.code(name);
        expect(table.nameOf(code)).toBe(name);
        expect(table.decode(code)).toEqual({ ok: true, data: code });
        expect(table.decodeLoose(name)).toEqual({ ok: true, data: code });
        expect(table.decodeLoose(String(code))).toEqual({ ok: true, data: code });
      }),
    );
  });

  it.each(TABLES)('[ENUM-002] %s refuses every number it does not hold, naming it in the message', (_, table) => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (value) => {
        fc.pre(!table.codes.includes(value));
        const decoded = table.decode(value);
        expect(decoded.ok).toBe(false);
        if (!decoded.ok) expect(decoded.details[0]).toContain(`${value} is not a ${table.label}`);
        expect(table.nameOf(value)).toBeUndefined();
      }),
    );
  });
});
