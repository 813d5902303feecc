import * as t from 'io-ts';
import { decodeWith, type Decoded } from '../shared/decode.ts';

/**
 * One numbered table of the spec (page types, block types, roles...): frozen, typed both ways,
 * with an io-ts codec that refuses numbers the table does not hold. Codes are the numbers the
 * product stores and sends; names are ours (camelCase of the spec's words) for code to read.
 */
export interface Enumeration<Name extends string, Code extends number> {
  /** What one code stands for, in messages: 'page type'. */
  readonly label: string;
  /** name → code, frozen. */
  readonly byName: Readonly<Record<Name, Code>>;
  /** code → name, frozen (keys are the codes written as text, as every object key is). */
  readonly byCode: Readonly<Record<Code, Name>>;
  readonly names: readonly Name[];
  readonly codes: readonly Code[];
  /** The code of a name. */
  code(name: Name): Code;
  /** The name of a code, or `undefined` for a number the table does not hold. */
  nameOf(code: unknown): Name | undefined;
  isCode(value: unknown): value is Code;
  isName(value: unknown): value is Name;
  /** Accepts exactly the table's codes; anything else fails with {@link Enumeration.describe}. */
  readonly codec: t.Type<Code, Code, unknown>;
  /** Accepts exactly the table's names. */
  readonly nameCodec: t.Type<Name, Name, unknown>;
  /** A code, with the clear refusal for anything else. */
  decode(value: unknown): Decoded<Code>;
  /**
   * What untrusted page data gives: a code, its digits as text ('7.1', '103') or a name. Every
   * form comes back as the code.
   */
  decodeLoose(value: unknown): Decoded<Code>;
  /** Why `value` is refused: '99 is not a page type (known: 1 mainContent, 2 page, ...)'. */
  describe(value: unknown): string;
}

function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  return Array.isArray(value) ? 'an array' : `a value of type ${typeof value}`;
}

/** Builds a frozen {@link Enumeration} from a `name: code` table. */
export function enumeration<const Table extends Readonly<Record<string, number>>>(
  label: string,
  table: Table,
): Enumeration<Extract<keyof Table, string>, Table[keyof Table]> {
  type Name = Extract<keyof Table, string>;
  type Code = Table[keyof Table];
  const entries = Object.entries(table) as [Name, Code][];
  const byName = Object.freeze(Object.fromEntries(entries)) as Readonly<Record<Name, Code>>;
  const codeToName = new Map<number, Name>(entries.map(([name, code]) => [code, name]));
  if (codeToName.size !== entries.length) throw new Error(`The ${label} table gives one code two names.`);
  const byCode = Object.freeze(Object.fromEntries(entries.map(([name, code]) => [code, name]))) as Readonly<Record<Code, Name>>;
  const names = Object.freeze(entries.map(([name]) => name));
  const codes = Object.freeze(entries.map(([, code]) => code));
  const known = entries.map(([name, code]) => `${code} ${name}`).join(', ');

  const isCode = (value: unknown): value is Code => typeof value === 'number' && codeToName.has(value);
  const isName = (value: unknown): value is Name => typeof value === 'string' && Object.hasOwn(byName, value);
  const describe = (value: unknown) => `${show(value)} is not a ${label} (known: ${known})`;
  const codec = new t.Type<Code, Code, unknown>(
    label,
    isCode,
    (input, context) => (isCode(input) ? t.success(input) : t.failure(input, context, describe(input))),
    t.identity,
  );
  const nameCodec = new t.Type<Name, Name, unknown>(
    `${label} name`,
    isName,
    (input, context) => (isName(input) ? t.success(input) : t.failure(input, context, describe(input))),
    t.identity,
  );
  const loose = (value: unknown): unknown => {
    if (isName(value)) return byName[value];
    // Digits as text, the way data attributes and older contexts carry numbers.
    if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
    return value;
  };
  const failed = (value: unknown): Decoded<Code> => ({ ok: false, details: [describe(value)] });

  return Object.freeze({
    label,
    byName,
    byCode,
    names,
    codes,
    code: (name: Name) => byName[name],
    nameOf: (code: unknown) => (typeof code === 'number' ? codeToName.get(code) : undefined),
    isCode,
    isName,
    codec,
    nameCodec,
    decode: (value: unknown) => decodeWith(codec, value),
    decodeLoose: (value: unknown) => {
      const candidate = loose(value);
      return isCode(candidate) ? { ok: true as const, data: candidate } : failed(value);
    },
    describe,
  });
}

/** Any enumeration, read without its own name and code types (a registry of all of them). */
export type AnyEnumeration = Omit<Enumeration<string, number>, 'codec' | 'nameCodec'> & {
  readonly codec: t.Decoder<unknown, number>;
  readonly nameCodec: t.Decoder<unknown, string>;
};

/** The name type of an enumeration. */
export type NameOf<E> = E extends { readonly names: readonly (infer Name)[] } ? Name : never;
/** The code type of an enumeration. */
export type CodeOf<E> = E extends { readonly codes: readonly (infer Code)[] } ? Code : never;
