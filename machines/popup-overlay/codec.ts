import * as t from 'io-ts';
import { decodeWith } from '../shared/decode.ts';
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

/** [BLK-053] No style, or an unknown one, is style none. */
export const decodePopupStyle = enumeration<PopupStyle>(POPUP_STYLES, 'none');
/** [BLK-065] An unknown badge type is none. */
export const decodeBadgeType = enumeration<BadgeType>(BADGE_TYPES, 'none');

function integer(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
}

function flag(value: unknown): boolean {
  const decoded = decodeWith(t.boolean, value);
  return decoded.ok && decoded.data;
}

/**
 * Popup settings from the page (untrusted), field by field. Reading: a frequency that is not
 * a whole number of days from -1 up counts as -1 (never again), a missing version as 0,
 * missing flags as false.
 */
export function decodePopupOverlaySettings(raw: unknown): PopupOverlaySettings {
  const decoded = decodeWith(t.UnknownRecord, raw);
  const record = decoded.ok ? decoded.data : {};
  const frequency = integer(record.displayFrequency);
  return {
    style: decodePopupStyle(record.style),
    displayFrequency: frequency !== undefined && frequency >= NEVER_AGAIN ? frequency : NEVER_AGAIN,
    version: Math.max(0, integer(record.version) ?? 0),
    showUntilSignup: flag(record.showUntilSignup),
    showOnMobile: flag(record.showOnMobile),
  };
}

/** [BLK-061] The stored values as local storage gives them back (text or null); junk is ignored. */
export function decodePopupOverlayStored(read: (key: string) => string | null): PopupOverlayStored {
  const closedAt = integer(read(STORAGE_KEYS.closedAt));
  const version = integer(read(STORAGE_KEYS.version));
  return {
    ...(closedAt !== undefined && closedAt > 0 ? { closedAt } : {}),
    ...(version !== undefined && version >= 0 ? { version } : {}),
    ...(read(STORAGE_KEYS.submitted) === 'true' ? { submitted: true } : {}),
  };
}
