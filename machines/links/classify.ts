import { EXTERNAL_LINK_REL, FILE_LINK_PREFIX, LINK_KINDS, RENDERED_MISC_SCHEMES, WEB_PROTOCOLS } from './constants.ts';

/** [LINK-001] */
export type LinkKind = (typeof LINK_KINDS)[number];

// The host a relative link is resolved against when the page's host is not known: no real
// address has it, so only relative links land there.
const UNKNOWN_HOST = 'page-host.invalid';

/**
 * A link as the browser reads it: the URL parser drops C0 controls and spaces around an
 * address and tabs and newlines inside it (`java\tscript:` is `javascript:`), so the rules
 * read what the browser would follow, never what it merely looks like. Anything but text is
 * no link.
 */
export function normalizeHref(href: unknown): string {
  if (typeof href !== 'string') return '';
  return href.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** The scheme a link names ('mailto', 'https', ...), lower case, or null for a relative link. */
export function schemeOf(href: string): string | null {
  return /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(normalizeHref(href))?.[1]?.toLowerCase() ?? null;
}

/** The host name a page host ('Example.com:4173', 'bücher.de') compares as, or '' if none. */
export function hostnameOf(pageHost: string): string {
  if (pageHost.trim() === '') return '';
  try {
    return new URL(`https://${pageHost.trim()}/`).hostname;
  } catch {
    return '';
  }
}

function parse(href: string, base?: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

export interface LinkClassification {
  kind: LinkKind;
  /** The link as the browser reads it (see {@link normalizeHref}). */
  href: string;
  /** Its scheme, lower case, or null for a relative link. */
  scheme: string | null;
  /** The parsed address, for the kinds that have one. */
  url: URL | null;
}

/**
 * [LINK-001] .. [LINK-008] Classifies a link, trying the spec's rules in order: empty; a
 * protocol other than http, https or ftp (misc protocol); one of those without // (or that
 * no URL parser reads: malformed); a leading # (anchor); another host than the page's
 * (external); a path under /s/ (file); any other address of the page's host (content).
 * Host names compare after the URL parser's normalisation (case, IDN), ports aside. Never
 * throws, whatever the text.
 */
export function classify(href: unknown, pageHost: string): LinkClassification {
  const text = normalizeHref(href);
  const scheme = schemeOf(text);
  const result = (kind: LinkKind, url: URL | null = null): LinkClassification => ({ kind, href: text, scheme, url });
  // [LINK-002]
  if (text === '') return result('empty');
  // [LINK-003]
  if (scheme !== null && !WEB_PROTOCOLS.includes(scheme)) return result('misc-protocol');
  // [LINK-004] The URL parser reads `http:\\host` as `http://host`, so backslashes count as slashes.
  if (scheme !== null && !/^[/\\]{2}/.test(text.slice(scheme.length + 1))) return result('malformed');
  // [LINK-005]
  if (text.startsWith('#')) return result('anchor');
  const page = hostnameOf(pageHost) || UNKNOWN_HOST;
  const url = parse(text, `https://${page}/`);
  if (url === null || (scheme !== null && url.hostname === '')) return result('malformed');
  // [LINK-006]
  if (url.hostname !== page) return result('external', url);
  // [LINK-007] [LINK-008]
  return result(url.pathname.startsWith(FILE_LINK_PREFIX) ? 'file' : 'content', url);
}

/** [LINK-001] .. [LINK-008] The kind of a link on a page of `pageHost` (see {@link classify}). */
export function classifyLink(href: string, pageHost: string): LinkKind {
  return classify(href, pageHost).kind;
}

/** What a renderer spreads on an `<a>`: the address, and `rel` for a link leaving the site. */
export interface LinkProps {
  href: string;
  rel?: typeof EXTERNAL_LINK_REL;
}

/**
 * The props of a link rendered from block data, or null when it must not be a link: empty,
 * malformed, `javascript:` (never, in any case or spacing) and every other scheme but mailto,
 * tel and sms. An external link gets `rel="noopener noreferrer"`. The href is the address as
 * the browser reads it (control characters gone).
 */
export function linkProps(href: unknown, pageHost = ''): LinkProps | null {
  const link = classify(href, pageHost);
  switch (link.kind) {
    case 'empty':
    case 'malformed':
      return null;
    case 'misc-protocol':
      return link.scheme !== null && RENDERED_MISC_SCHEMES.includes(link.scheme) ? { href: link.href } : null;
    case 'external':
      return { href: link.href, rel: EXTERNAL_LINK_REL };
    default:
      return { href: link.href };
  }
}
