import { FIELD_MESSAGES } from '../form/constants.ts';
import { classify, type LinkKind } from './classify.ts';
import {
  LINK_CAP_LABELS,
  LINK_EXAMPLES,
  LINK_LENGTH_CAPS,
  LINK_MESSAGES,
  MAIL_DOMAIN_PATTERN,
  MESSAGE_VALUE_MAX,
  SMS_NUMBERS_PATTERN,
  TEL_NUMBER_PATTERN,
  TOP_LEVEL_DOMAIN_PATTERN,
} from './constants.ts';

export type LinkValidation = { ok: true; kind: LinkKind; href: string } | { ok: false; kind: LinkKind; message: string };

type CappedKind = keyof typeof LINK_LENGTH_CAPS;

/** Fills `{name}` placeholders in order of appearance: `{host} or {host}` takes one value each. */
function fill(template: string, values: Readonly<Record<string, string | readonly string[]>>): string {
  const used: Record<string, number> = {};
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (typeof value === 'string') return value;
    if (value === undefined) return placeholder;
    const index = used[name] ?? 0;
    used[name] = index + 1;
    return value[Math.min(index, value.length - 1)] ?? placeholder;
  });
}

/** A value as messages quote it: whole, or its start and an ellipsis. */
function quoted(value: string): string {
  return value.length > MESSAGE_VALUE_MAX ? `${value.slice(0, MESSAGE_VALUE_MAX)}…` : value;
}

/** [LINK-009] .. [LINK-015] "Under n characters": the cap itself is already too long. */
function withinCap(href: string, kind: CappedKind): boolean {
  return href.length < LINK_LENGTH_CAPS[kind];
}

const tooLong = (kind: CappedKind) => fill(LINK_MESSAGES.tooLong, { label: LINK_CAP_LABELS[kind], cap: String(LINK_LENGTH_CAPS[kind]) });
export const linkFormatMessage = (): string => fill(FIELD_MESSAGES.linkFormat, { host: LINK_EXAMPLES.hosts });
export const emailFormatMessage = (): string => fill(FIELD_MESSAGES.emailFormat, { email: LINK_EXAMPLES.email });
export const pageUrlMessage = (value: string): string => fill(FIELD_MESSAGES.invalidPageUrl, { val: quoted(value) });

/** The part of a mailto, tel or sms link before its query (`?body=`, `;ext=`). */
function target(href: string, scheme: string): string {
  return href.slice(scheme.length + 1).split(/[?;]/, 1)[0] ?? '';
}

/** [LINK-018] [LINK-019] Exactly one @, and a domain ending with an extension. */
export function isProperMailto(href: string): boolean {
  const address = safeDecode(target(href, 'mailto'));
  const parts = address.split('@');
  return parts.length === 2 && parts[0] !== '' && MAIL_DOMAIN_PATTERN.test(parts[1] ?? '');
}

/** [LINK-016] The number part: at least 4 characters of digits, plus or minus. */
export function isProperTel(href: string): boolean {
  return TEL_NUMBER_PATTERN.test(target(href, 'tel'));
}

/** [LINK-017] A list of numbers separated by commas. */
export function isProperSms(href: string): boolean {
  return SMS_NUMBERS_PATTERN.test(target(href, 'sms'));
}

/**
 * [LINK-020] A URL's host has a top-level domain of 2 or 3 letters. Read from the host as
 * written (`bücher.de`, `пример.рф`), not from its punycode form.
 */
export function hasProperHost(href: string): boolean {
  const authority = /^[a-z][a-z0-9+.-]*:[/\\]{2}([^/\\?#]*)/i.exec(href)?.[1] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1).replace(/:\d*$/, '').replace(/\.$/, '');
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((label) => label !== '') && TOP_LEVEL_DOMAIN_PATTERN.test(labels.at(-1) ?? '');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Validates what a site owner typed in the editor's link field, on a site of `pageHost`: the
 * classification [LINK-001..008], the length caps [LINK-009..015] and the proper forms
 * [LINK-016..020], with the spec's field messages (FORM-065..067) and ours where it gives
 * none. An empty field is no link, and valid.
 */
export function validateLink(value: string, pageHost: string): LinkValidation {
  const link = classify(value, pageHost);
  const { kind, href, scheme } = link;
  const ok: LinkValidation = { ok: true, kind, href };
  const fail = (message: string): LinkValidation => ({ ok: false, kind, message });
  switch (kind) {
    case 'empty':
      return ok;
    case 'anchor':
      return withinCap(href, 'anchor') ? ok : fail(tooLong('anchor'));
    case 'misc-protocol':
      switch (scheme) {
        case 'mailto':
          if (!withinCap(href, 'mailto')) return fail(tooLong('mailto'));
          return isProperMailto(href) ? ok : fail(emailFormatMessage());
        case 'tel':
          if (!withinCap(href, 'tel')) return fail(tooLong('tel'));
          return isProperTel(href) ? ok : fail(fill(LINK_MESSAGES.telFormat, { tel: LINK_EXAMPLES.tel }));
        case 'sms':
          if (!withinCap(href, 'sms')) return fail(tooLong('sms'));
          return isProperSms(href) ? ok : fail(fill(LINK_MESSAGES.smsFormat, { sms: LINK_EXAMPLES.sms }));
        case 'javascript':
          // The editor keeps short script links; the site never renders them as links (linkProps).
          return withinCap(href, 'javascript') ? ok : fail(tooLong('javascript'));
        default:
          return fail(linkFormatMessage());
      }
    case 'malformed':
      return fail(linkFormatMessage());
    case 'external':
      if (scheme === 'ftp' && !withinCap(href, 'ftp')) return fail(tooLong('ftp'));
      // A protocol-relative link (//host/path) is read with the page's protocol.
      return hasProperHost(scheme === null ? `https:${href}` : href) ? ok : fail(linkFormatMessage());
    case 'file':
    case 'content':
      if (scheme === 'ftp' && !withinCap(href, 'ftp')) return fail(tooLong('ftp'));
      if (!withinCap(href, 'internal')) return fail(tooLong('internal'));
      // A host typed without its protocol (`www.example.com`) is an address of another site.
      if (scheme === null && /^[^/?#]+\.\p{L}{2,}(?:[/?#]|$)/u.test(href)) return fail(linkFormatMessage());
      // A page of the site is named by its path (or its full address), without spaces: `about` alone is not one.
      return (href.startsWith('/') || scheme !== null) && !/\s/.test(href) ? ok : fail(pageUrlMessage(href));
  }
}
