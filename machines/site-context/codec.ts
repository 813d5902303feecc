import * as t from 'io-ts';
import { decodeWith, parseJson, type Decoded } from '../shared/decode.ts';
import { COLLECTION_TYPE, CONTENT_STATUS, ITEM_RECORD_TYPE, PAGE_TYPE, SITE_STATUS, SITE_VERSION, WEBSITE_TYPE } from '../enums/constants.ts';
import type {
  CollectionTypeName,
  ContentStatusName,
  ItemRecordTypeName,
  PageTypeName,
  SiteStatusName,
  SiteVersionName,
  WebsiteTypeName,
} from '../enums/names.ts';
import type { AnyEnumeration } from '../enums/enumeration.ts';
import { CONTRIBUTOR_ROLE } from '../permissions/constants.ts';
import type { ContributorRoleCode } from '../permissions/names.ts';
import { COLLECTION_VIEWS, DEFAULT_STORE_CURRENCY, EDITOR_DEVICE_VIEWS, NAMED_PAGE_TYPES } from './constants.ts';
import { detectEnvironment, type Environment } from './environment.ts';

export type CollectionView = (typeof COLLECTION_VIEWS)[number];
export type EditorDeviceView = (typeof EDITOR_DEVICE_VIEWS)[number];
/** [ENUM-002] a numbered page type by name, or [CONST-012] one named without a number. */
export type SitePageType = PageTypeName | (typeof NAMED_PAGE_TYPES)[number];
export type TweakValue = string | number | boolean;

export interface SiteCollection {
  id: string;
  type: CollectionTypeName | null;
  /** [CONST-013] */
  view: CollectionView | null;
  /** The collection's full URL (GAL-006, LBX-002). */
  fullUrl: string | null;
}

export interface SiteItem {
  id: string;
  recordType: ItemRecordTypeName | null;
  status: ContentStatusName | null;
}

/**
 * [CONST-004] [CONST-005] Everything a published page says about its site and its visitor,
 * typed. Every field has a default, so a page always has a context.
 */
export interface SiteContext {
  websiteId: string | null;
  /** [CONST-004] The site's identifier (its subdomain name). */
  identifier: string | null;
  templateId: string | null;
  /** [ENUM-019] */
  templateVersion: SiteVersionName | null;
  /** [ENUM-020] [CONST-004] Classic when not given. */
  websiteType: WebsiteTypeName;
  /** [ENUM-018] [CONST-004] */
  siteStatus: SiteStatusName | null;
  /** [CONST-004] */
  developerMode: boolean;
  /** [CONST-005] The signed-in account's id, or null for an anonymous visitor. */
  authenticatedAccountId: string | null;
  /** An account is signed in: an authenticated account, or the page's own flag. */
  loggedIn: boolean;
  /** The signed-in account owns the website's settings (NAV-011). */
  websiteSettings: boolean;
  /** [PERM-015] The account's contributor role codes on this website. */
  websiteRoles: readonly ContributorRoleCode[];
  /** [PERM-008] [PERM-009] The account's permission codes (other numbers exist: kept as given). */
  permissions: readonly number[];
  /** [CONST-005] The cookie banner's settings, raw: `cookieBannerMachine` decodes them with their fallbacks. */
  cookieSettings: Readonly<Record<string, unknown>> | null;
  /** [CONST-005] */
  cloneable: boolean;
  collection: SiteCollection | null;
  item: SiteItem | null;
  /** [CONST-005] The store's selected currency code; USD by default. */
  storeCurrency: string;
  pageType: SitePageType | null;
  /** NAV-005: Esc takes anonymous visitors to the login too. */
  useEscapeKeyToLogin: boolean;
  /** The page runs inside the editor (its preview). */
  editor: boolean;
  /** [CONST-014] */
  editorDeviceView: EditorDeviceView | null;
  /** The website's locale (TRK-013 website_locale), canonical BCP 47. */
  websiteLocale: string | null;
  /** [CONST-004] Tweak values (template design settings) by name. */
  tweaks: Readonly<Record<string, TweakValue>>;
  /** [CONST-033] Told from the page's host name, not from the JSON. */
  environment: Environment;
}

export const DEFAULT_SITE_CONTEXT: SiteContext = /* @__PURE__ */ Object.freeze({
  websiteId: null,
  identifier: null,
  templateId: null,
  templateVersion: null,
  websiteType: 'classic',
  siteStatus: null,
  developerMode: false,
  authenticatedAccountId: null,
  loggedIn: false,
  websiteSettings: false,
  websiteRoles: /* @__PURE__ */ Object.freeze([]),
  permissions: /* @__PURE__ */ Object.freeze([]),
  cookieSettings: null,
  cloneable: false,
  collection: null,
  item: null,
  storeCurrency: DEFAULT_STORE_CURRENCY,
  pageType: null,
  useEscapeKeyToLogin: false,
  editor: false,
  editorDeviceView: null,
  websiteLocale: null,
  tweaks: /* @__PURE__ */ Object.freeze({}),
  environment: /* @__PURE__ */ Object.freeze({ name: 'production' as const }),
});

/** The JSON fields that decide what the visitor may do: any of them refused, the visitor is anonymous. */
export const ACCOUNT_FIELDS = /* @__PURE__ */ Object.freeze([
  'loggedIn',
  'authenticatedAccount',
  'websiteSettings',
  'developerMode',
  'cloneable',
  'websiteRoles',
  'permissions',
  'useEscapeKeyToLogin',
  'editor',
] as const);

/**
 * A decoded site context: a `Decoded<SiteContext>` that is always `ok` (every field has a
 * default, so a page always has a context), with what was refused beside it: `warnings` (the
 * spec's message, SITE_CONTEXT_WARNING, is logged with them) and the refused fields.
 */
export type SiteContextDecoding = Extract<Decoded<SiteContext>, { ok: true }> & {
  /** `field: reason` for every value that was refused and replaced by its default. */
  warnings: readonly string[];
  /** The JSON fields refused (`(root)` when the whole context was unreadable). */
  refused: readonly string[];
};

const ok = <T>(data: T): Decoded<T> => ({ ok: true, data });
const fail = <T>(detail: string): Decoded<T> => ({ ok: false, details: [detail] });
const shown = (value: unknown): string => JSON.stringify(value) ?? String(value);
/** An id or name: non-empty text, or a number (ids sometimes arrive as numbers), as text. */
const text = (value: unknown): Decoded<string> => {
  if (typeof value === 'string' && value.trim() !== '') return ok(value);
  if (typeof value === 'number' && Number.isFinite(value)) return ok(String(value));
  return fail(`${shown(value)} is not an id or name (non-empty text or a number)`);
};
const flag = (value: unknown): Decoded<boolean> => decodeWith(t.boolean, value);
const oneOf =
  <T extends string>(values: readonly T[], label: string) =>
  (value: unknown): Decoded<T> =>
    values.includes(value as T) ? ok(value as T) : fail(`${shown(value)} is not ${label} (${values.join(', ')})`);

/** A code, its digits or its name, back as the name. */
const named =
  <Name extends string>(table: Pick<AnyEnumeration, 'decodeLoose' | 'describe'> & { nameOf(code: unknown): Name | undefined }) =>
  (value: unknown): Decoded<Name> => {
    const decoded = table.decodeLoose(value);
    const name = decoded.ok ? table.nameOf(decoded.data) : undefined;
    return name === undefined ? fail(table.describe(value)) : ok(name);
  };

/**
 * A refusal's detail under the field it belongs to: io-ts details carry their own path
 * (`(root): ...`, `0: ...`), ours are plain sentences.
 */
function within(field: string, detail: string): string {
  if (detail.startsWith('(root): ')) return `${field}: ${detail.slice('(root): '.length)}`;
  return /^[\w.]+: /.test(detail) ? `${field}.${detail}` : `${field}: ${detail}`;
}

/** The details of a nested decoding, each under the nested field's name. */
const under = <T>(field: string, decoded: Decoded<T>): Decoded<T> =>
  decoded.ok ? decoded : { ok: false, details: decoded.details.map((detail) => within(field, detail)) };

function record(value: unknown): Decoded<Record<string, unknown>> {
  return decodeWith(t.UnknownRecord, value);
}

function collection(value: unknown, warnings: string[]): Decoded<SiteCollection> {
  const fields = record(value);
  if (!fields.ok) return fields;
  const id = under('id', text(fields.data.id));
  if (!id.ok) return id;
  const optional = <T>(name: string, decode: (value: unknown) => Decoded<T>): T | null => {
    if (fields.data[name] === undefined || fields.data[name] === null) return null;
    const decoded = decode(fields.data[name]);
    if (decoded.ok) return decoded.data;
    warnings.push(...decoded.details.map((detail) => within(`collection.${name}`, detail)));
    return null;
  };
  return ok({
    id: id.data,
    type: optional('type', named(COLLECTION_TYPE)),
    view: optional('view', oneOf(COLLECTION_VIEWS, 'a collection view')),
    fullUrl: optional('fullUrl', text),
  });
}

function item(value: unknown, warnings: string[]): Decoded<SiteItem> {
  const fields = record(value);
  if (!fields.ok) return fields;
  const id = under('id', text(fields.data.id));
  if (!id.ok) return id;
  const optional = <T>(name: string, decode: (value: unknown) => Decoded<T>): T | null => {
    if (fields.data[name] === undefined || fields.data[name] === null) return null;
    const decoded = decode(fields.data[name]);
    if (decoded.ok) return decoded.data;
    warnings.push(...decoded.details.map((detail) => within(`item.${name}`, detail)));
    return null;
  };
  return ok({ id: id.data, recordType: optional('recordType', named(ITEM_RECORD_TYPE)), status: optional('status', named(CONTENT_STATUS)) });
}

function currency(value: unknown): Decoded<string> {
  return typeof value === 'string' && /^[A-Za-z]{3}$/.test(value.trim()) ? ok(value.trim().toUpperCase()) : fail(`${shown(value)} is not a currency code (three letters, e.g. USD)`);
}

function locale(value: unknown): Decoded<string> {
  if (typeof value !== 'string') return fail(`${shown(value)} is not a locale`);
  try {
    const [canonical] = Intl.getCanonicalLocales(value);
    return canonical ? ok(canonical) : fail(`${JSON.stringify(value)} is not a locale`);
  } catch {
    return fail(`${JSON.stringify(value)} is not a locale`);
  }
}

function pageType(value: unknown): Decoded<SitePageType> {
  if ((NAMED_PAGE_TYPES as readonly unknown[]).includes(value)) return ok(value as SitePageType);
  return named(PAGE_TYPE)(value);
}

const TweakValueCodec = /* @__PURE__ */ t.union([t.string, t.number, t.boolean]);

function tweaks(value: unknown, warnings: string[]): Decoded<Readonly<Record<string, TweakValue>>> {
  const fields = record(value);
  if (!fields.ok) return fields;
  const kept: Record<string, TweakValue> = {};
  for (const [name, tweak] of Object.entries(fields.data)) {
    const decoded = decodeWith(TweakValueCodec, tweak);
    if (decoded.ok) kept[name] = decoded.data;
    else warnings.push(`tweaks.${name}: not text, a number or a flag`);
  }
  return ok(kept);
}

const roles = (value: unknown) => decodeWith(t.readonlyArray(CONTRIBUTOR_ROLE.codec), value);
const Permissions = /* @__PURE__ */ t.readonlyArray(t.refinement(t.number, (value) => Number.isInteger(value) && value >= 0, 'a permission code'));
const account = (value: unknown): Decoded<string | null> => {
  if (value === null) return ok(null);
  const fields = record(value);
  return fields.ok ? under('id', text(fields.data.id)) : fields;
};

/** Decodes a site context's JSON (text or parsed) field by field; see {@link SiteContextDecoding}. */
export function decodeSiteContext(raw: unknown, where: { hostname?: string } = {}): SiteContextDecoding {
  const environment = where.hostname === undefined ? DEFAULT_SITE_CONTEXT.environment : detectEnvironment(where.hostname);
  const base: SiteContext = { ...DEFAULT_SITE_CONTEXT, environment };
  if (raw === undefined || raw === null || raw === '') return { ok: true, data: base, warnings: [], refused: [] };
  const parsed = typeof raw === 'string' ? parseJson(raw) : { ok: true as const, value: raw };
  const fields = parsed.ok ? record(parsed.value) : fail<Record<string, unknown>>(parsed.message);
  if (!fields.ok) return { ok: true, data: base, warnings: fields.details.map((detail) => `(root): ${detail}`), refused: ['(root)'] };

  const json = fields.data;
  const warnings: string[] = [];
  const refused: string[] = [];
  const read = <T>(name: string, decode: (value: unknown) => Decoded<T>, fallback: T): T => {
    const value = json[name];
    if (value === undefined) return fallback;
    const decoded = decode(value);
    if (decoded.ok) return decoded.data;
    refused.push(name);
    warnings.push(...decoded.details.map((detail) => within(name, detail)));
    return fallback;
  };
  const nullable = <T>(decode: (value: unknown) => Decoded<T>) => (value: unknown): Decoded<T | null> => (value === null ? ok(null) : decode(value));

  const authenticatedAccountId = read('authenticatedAccount', account, null);
  const context: SiteContext = {
    websiteId: read('websiteId', nullable(text), null),
    identifier: read('identifier', nullable(text), null),
    templateId: read('templateId', nullable(text), null),
    templateVersion: read('templateVersion', nullable(named(SITE_VERSION)), null),
    websiteType: read('websiteType', named(WEBSITE_TYPE), base.websiteType),
    siteStatus: read('siteStatus', nullable(named(SITE_STATUS)), null),
    developerMode: read('developerMode', flag, false),
    authenticatedAccountId,
    loggedIn: read('loggedIn', flag, false) || authenticatedAccountId !== null,
    websiteSettings: read('websiteSettings', flag, false),
    websiteRoles: read('websiteRoles', roles, base.websiteRoles),
    permissions: read('permissions', (value) => decodeWith(Permissions, value), base.permissions),
    cookieSettings: read('cookieSettings', nullable(record), null),
    cloneable: read('cloneable', flag, false),
    collection: read('collection', nullable((value) => collection(value, warnings)), null),
    item: read('item', nullable((value) => item(value, warnings)), null),
    storeCurrency: read('storeCurrency', currency, DEFAULT_STORE_CURRENCY),
    pageType: read('pageType', nullable(pageType), null),
    useEscapeKeyToLogin: read('useEscapeKeyToLogin', flag, false),
    editor: read('editor', flag, false),
    editorDeviceView: read('editorDeviceView', nullable(oneOf(EDITOR_DEVICE_VIEWS, 'an editor device view')), null),
    websiteLocale: read('websiteLocale', nullable(locale), null),
    tweaks: read('tweaks', (value) => tweaks(value, warnings), base.tweaks),
    environment,
  };
  return { ok: true, data: context, warnings, refused };
}
