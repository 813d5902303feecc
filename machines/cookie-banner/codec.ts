import * as t from 'io-ts';
import { decodeWith, parseJson, type Decoded } from '../shared/decode.ts';
import type { HtmlFragmentParser } from '../shared/html.ts';
import { plainRichText, richTextFromHtml, type RichText } from '../shared/rich-text.ts';
import { RichTextCodec } from '../shared/rich-text-codec.ts';
import { decodedBannerText } from './logic.ts';
import type { CookieBannerData } from './machine.ts';
import {
  ACCEPT_TYPES,
  BANNER_VARIANTS,
  BAR_POSITIONS,
  CTA_VARIANTS,
  DEFAULT_ACCEPT_TEXT,
  DEFAULT_BANNER_TEXT,
  DEFAULT_DECLINE_TEXT,
  FALLBACK_ACCEPT_TYPE,
  FALLBACK_BANNER_VARIANT,
  FALLBACK_CTA_VARIANT,
  FALLBACK_POSITION,
  FALLBACK_THEME,
  POPUP_POSITIONS,
  THEMES,
} from './constants.ts';

const oneOf = <T extends string>(values: readonly T[]) =>
  t.keyof(Object.fromEntries(values.map((value) => [value, null])) as Record<T, null>);

// Marked pure: a page that takes its settings decoded by the server (`decodedCookieBannerMachine`)
// and only reads the consent cookie ships none of the settings codecs.
const CtaVariantCodec = /* @__PURE__ */ oneOf(CTA_VARIANTS);
const ThemeCodec = /* @__PURE__ */ oneOf(THEMES);
const BannerVariantCodec = /* @__PURE__ */ oneOf(BANNER_VARIANTS);
const AcceptTypeCodec = /* @__PURE__ */ oneOf(ACCEPT_TYPES);
const BarPositionCodec = /* @__PURE__ */ oneOf(BAR_POSITIONS);
const PopupPositionCodec = /* @__PURE__ */ oneOf(POPUP_POSITIONS);

export type CtaVariant = t.TypeOf<typeof CtaVariantCodec>;
export type BannerTheme = t.TypeOf<typeof ThemeCodec>;
export type BannerVariant = t.TypeOf<typeof BannerVariantCodec>;
export type AcceptType = t.TypeOf<typeof AcceptTypeCodec>;
export type BannerPosition = t.TypeOf<typeof BarPositionCodec> | t.TypeOf<typeof PopupPositionCodec>;

/** Settings arrive from the page context as booleans, or as text from data attributes. */
const BooleanLike = /* @__PURE__ */ t.union([t.boolean, /* @__PURE__ */ t.keyof({ true: null, false: null })]);
const Settings = t.UnknownRecord;

/** The banner settings every renderer works from: typed, every invalid value replaced. */
export interface CookieBannerSettings {
  /** Which of the two shapes of spec 000 §3 the raw settings had. */
  form: 'settings' | 'api';
  enabled: boolean;
  /** The notice, as the site owner wrote it (may hold paragraphs); never empty. */
  text: string;
  ctaText: string;
  optOutCtaText: string;
  ctaVariant: CtaVariant;
  variant: BannerVariant;
  position: BannerPosition;
  theme: BannerTheme;
  acceptType: AcceptType;
  activityLogEnabled: boolean;
  analyticsCookiesDisabled: boolean;
  /** The restrictive cookie policy: nothing visitor-tracking before consent. */
  restrictivePolicy: boolean;
  restrictivePolicyAbsolute: boolean;
}

function pick<A>(record: Record<string, unknown>, key: string, codec: t.Decoder<unknown, A>, fallback: A): A {
  const decoded = codec.decode(record[key]);
  return decoded._tag === 'Right' ? decoded.right : fallback;
}

function flag(record: Record<string, unknown>, key: string): boolean | undefined {
  const decoded = decodeWith(BooleanLike, record[key]);
  return decoded.ok ? decoded.data === true || decoded.data === 'true' : undefined;
}

/** [COOK-030] [COOK-031] Empty text, or text that is only an empty paragraph, is no text. */
export function isBlankBannerText(text: string): boolean {
  return /^\s*(<p>\s*(<br\s*\/?>|&nbsp;)?\s*<\/p>)?\s*$/i.test(text);
}

function text(record: Record<string, unknown>, key: string, fallback: string): string {
  const value = pick(record, key, t.string, '');
  return isBlankBannerText(value) ? fallback : value;
}

/**
 * [COOK-012] [COOK-019] [COOK-020] Decodes the cookie settings of either form of spec 000 §3:
 * the settings form (isActivityLogEnabled) or the API form (isRestrictiveCookiePolicyEnabled,
 * isVisitorDataRestricted, the inverse of isActivityLogEnabled). JSON text is parsed first.
 * Nothing throws: each invalid value falls back as spec 000 §5 says, anything unreadable
 * gives a disabled banner with the defaults.
 */
export function decodeCookieBannerSettings(raw: unknown): CookieBannerSettingsDecoding {
  const value = typeof raw === 'string' ? parseJson(raw) : { ok: true as const, value: raw };
  if (!value.ok) return { ok: false, details: [value.message], fallback: settingsFrom({}) };
  const decoded = decodeWith(Settings, value.value);
  return decoded.ok ? { ok: true, data: settingsFrom(decoded.data) } : { ok: false, details: decoded.details, fallback: settingsFrom({}) };
}

/**
 * [COOK-030] [COOK-031] The notice to show: the adapter's parse of the owner's HTML, checked
 * again by its codec (links must be safe); without one, the text as written, as plain text. A
 * notice with no text left (only a script, an empty paragraph) is the default notice.
 */
export function bannerRichText(settings: CookieBannerSettings, parsed: unknown): RichText {
  const decoded = parsed === undefined ? undefined : decodeWith(RichTextCodec, parsed);
  return decodedBannerText(decoded?.ok ? decoded.data : plainRichText(settings.text));
}

/** The settings a decoding gives: the decoded ones, or the fallback (a disabled banner, the defaults). */
export function cookieBannerSettingsOf(raw: unknown): CookieBannerSettings {
  const decoding = decodeCookieBannerSettings(raw);
  return decoding.ok ? decoding.data : decoding.fallback;
}

/**
 * [COOK-012] [COOK-030] [COOK-031] The banner's page data, decoded once where the page is made
 * (the server: issue 20, item 3): the settings with their fallbacks, and the owner's notice
 * parsed by `parse` (parse5 on the server, DOMParser in a browser) into safe rich text, links
 * checked. Embed it in the page and give it to `DecodedCookieBanner` / `decodedCookieBannerMachine`.
 */
export function cookieBannerDataOf(raw: unknown, parse: HtmlFragmentParser): CookieBannerData {
  const settings = cookieBannerSettingsOf(raw);
  return { settings, text: bannerRichText(settings, richTextFromHtml(parse(settings.text))) };
}

/** Settings that are not a record at all: refused, with the disabled banner to fall back on (spec 000 §5). */
export type CookieBannerSettingsDecoding = Extract<Decoded<CookieBannerSettings>, { ok: true }> | (Extract<Decoded<CookieBannerSettings>, { ok: false }> & { fallback: CookieBannerSettings });

/** Each field of a settings record, or its fallback (spec 000 §5). */
function settingsFrom(record: Record<string, unknown>): CookieBannerSettings {

  const apiForm = 'isRestrictiveCookiePolicyEnabled' in record || 'isVisitorDataRestricted' in record;
  const visitorDataRestricted = flag(record, 'isVisitorDataRestricted');
  const variant = pick(record, 'cookieBannerVariant', BannerVariantCodec, FALLBACK_BANNER_VARIANT);
  // [COOK-017] [COOK-018] [COOK-036] A position is valid only for its own variant.
  const positionCodec: t.Decoder<unknown, BannerPosition> = variant === 'POPUP' ? PopupPositionCodec : BarPositionCodec;
  const absolute = flag(record, 'isRestrictiveCookiePolicyAbsolute') ?? false;

  return {
    form: apiForm ? 'api' : 'settings',
    enabled: flag(record, 'isCookieBannerEnabled') ?? false,
    text: text(record, 'cookieBannerText', DEFAULT_BANNER_TEXT),
    ctaText: text(record, 'cookieBannerCtaText', DEFAULT_ACCEPT_TEXT),
    optOutCtaText: text(record, 'cookieBannerOptOutCtaText', DEFAULT_DECLINE_TEXT),
    ctaVariant: pick(record, 'cookieBannerCtaVariant', CtaVariantCodec, FALLBACK_CTA_VARIANT),
    variant,
    position: pick(record, 'cookieBannerPosition', positionCodec, FALLBACK_POSITION),
    theme: pick(record, 'cookieBannerTheme', ThemeCodec, FALLBACK_THEME),
    acceptType: pick(record, 'cookieBannerAcceptType', AcceptTypeCodec, FALLBACK_ACCEPT_TYPE),
    // [COOK-020] The API form says the inverse: visitor data restricted = no activity log.
    activityLogEnabled: flag(record, 'isActivityLogEnabled') ?? (visitorDataRestricted === undefined ? true : !visitorDataRestricted),
    analyticsCookiesDisabled: flag(record, 'isAnalyticsCookiesDisabled') ?? false,
    // Reading: the absolute policy is the restrictive policy that cannot be relaxed.
    restrictivePolicy: (flag(record, 'isRestrictiveCookiePolicyEnabled') ?? false) || absolute,
    restrictivePolicyAbsolute: absolute,
  };
}

// [COOK-011] The consent cookie's decoder: its own module (./consent.ts), so a page reading only the cookie ships no settings codec.
export { consentOf, decodeConsent } from './consent.ts';
