import * as t from 'io-ts';
import { decodeWith, type Decoded } from '../shared/decode.ts';
import { BADGE_TYPES, NEVER_AGAIN, POPUP_STYLES, STORAGE_KEYS } from './constants.ts';

export type PopupStyle = (typeof POPUP_STYLES)[keyof typeof POPUP_STYLES];
export type BadgeType = (typeof BADGE_TYPES)[keyof typeof BADGE_TYPES];

/** The popup overlay settings: style, display frequency, version, show until signup, show on mobile. */
export interface PopupOverlaySettings {
  style: PopupStyle;
  /** [BLK-056] Days before a closed popup shows again; [BLK-058] -1 never again. */
  displayFrequency: number;
  version: number;
  showUntilSignup: boolean;
  showOnMobile: boolean;
}

/** What the visitor's browser remembers of the popup ([BLK-061] local storage). */
export interface PopupOverlayStored {
  closedAt?: number;
  version?: number;
  submitted?: boolean;
}

/** A style or badge type by its code (002 §3) or its name. */
function enumeration<T extends string>(codes: Readonly<Record<number, T>>, fallback: T) {
  const names = Object.values(codes);
  return (value: unknown): T => {
    if (typeof value === 'number') return codes[value] ?? fallback;
    return names.find((name) => name === value) ?? fallback;
  };
}

/** [BLK-053] A popup style by its code or name; no style, or an unknown one, is style none (never refused). */
export const popupStyleOf = enumeration<PopupStyle>(POPUP_STYLES, 'none');
/** [BLK-065] A badge type by its code or name; an unknown badge type is none (never refused). */
export const badgeTypeOf = enumeration<BadgeType>(BADGE_TYPES, 'none');

function integer(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
}

function flag(value: unknown): boolean {
  const decoded = decodeWith(t.boolean, value);
  return decoded.ok && decoded.data;
}

/** The popup settings when nothing readable was given: style none, never again, version 0, flags false. */
export const DEFAULT_POPUP_OVERLAY_SETTINGS: PopupOverlaySettings = { style: 'none', displayFrequency: NEVER_AGAIN, version: 0, showUntilSignup: false, showOnMobile: false };

/**
 * The decoded popup settings, with a warning for each value replaced by its default; settings that
 * are not an object are refused, with the defaults as the fallback.
 */
export type PopupOverlaySettingsDecoding =
  | (Extract<Decoded<PopupOverlaySettings>, { ok: true }> & { warnings: string[] })
  | (Extract<Decoded<PopupOverlaySettings>, { ok: false }> & { fallback: PopupOverlaySettings });

const shown = (value: unknown) => JSON.stringify(value) ?? String(value);

/**
 * Popup settings from the page (untrusted), field by field. Reading: a frequency that is not
 * a whole number of days from -1 up counts as -1 (never again), a missing version as 0,
 * missing flags as false; each value given but unreadable is named in a warning.
 */
export function decodePopupOverlaySettings(raw: unknown): PopupOverlaySettingsDecoding {
  const decoded = decodeWith(t.UnknownRecord, raw);
  if (!decoded.ok) return { ok: false, details: decoded.details.map((detail) => `popup settings: ${detail}`), fallback: DEFAULT_POPUP_OVERLAY_SETTINGS };
  const record = decoded.data;
  const warnings: string[] = [];
  const given = (name: string, read: boolean) => {
    if (record[name] !== undefined && record[name] !== null && !read) warnings.push(`${name}: ${shown(record[name])} is not valid; the default is used`);
  };
  const frequency = integer(record.displayFrequency);
  const displayFrequency = frequency !== undefined && frequency >= NEVER_AGAIN ? frequency : NEVER_AGAIN;
  given('displayFrequency', frequency !== undefined && frequency >= NEVER_AGAIN);
  const version = integer(record.version);
  given('version', version !== undefined && version >= 0);
  const style = popupStyleOf(record.style);
  const styleKnown = typeof record.style === 'number' ? Object.hasOwn(POPUP_STYLES, record.style) : Object.values(POPUP_STYLES).includes(record.style as PopupStyle);
  given('style', styleKnown);
  given('showUntilSignup', typeof record.showUntilSignup === 'boolean');
  given('showOnMobile', typeof record.showOnMobile === 'boolean');
  return {
    ok: true,
    data: {
      style,
      displayFrequency,
      version: Math.max(0, version ?? 0),
      showUntilSignup: flag(record.showUntilSignup),
      showOnMobile: flag(record.showOnMobile),
    },
    warnings,
  };
}

/** The popup settings to use: the decoded ones, or the defaults when they were refused. */
export function popupOverlaySettingsOf(raw: unknown): PopupOverlaySettings {
  const decoded = decodePopupOverlaySettings(raw);
  return decoded.ok ? decoded.data : decoded.fallback;
}

/** [BLK-061] The stored values as local storage gives them back (text or null); junk is ignored, so this never refuses. */
export function decodePopupOverlayStored(read: (key: string) => string | null): Extract<Decoded<PopupOverlayStored>, { ok: true }> {
  const closedAt = integer(read(STORAGE_KEYS.closedAt));
  const version = integer(read(STORAGE_KEYS.version));
  return {
    ok: true,
    data: {
      ...(closedAt !== undefined && closedAt > 0 ? { closedAt } : {}),
      ...(version !== undefined && version >= 0 ? { version } : {}),
      ...(read(STORAGE_KEYS.submitted) === 'true' ? { submitted: true } : {}),
    },
  };
}
