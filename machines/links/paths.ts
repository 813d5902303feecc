import { CONTENT_ID_LENGTH, CONTENT_PATH_PATTERN, CONTENT_PATH_PREFIX, TEXT_FILTERS } from './constants.ts';

/**
 * [LINK-021] .. [LINK-026] Tokenizes a blog post URL pattern (`/Blog/%Y/%m/My Post` →
 * `blog/%y/%m/my-post`): lower case [LINK-024]; spaces become hyphens [LINK-025]; repeated %
 * collapse [LINK-022]; a % is kept only as %y, %m, %d or %t [LINK-023]; anything but letters,
 * digits, / and - goes [LINK-026]; repeated / collapse [LINK-022] and leading slashes are
 * dropped [LINK-021]. Letters are a to z (an address's letters). The steps run in the order
 * that makes the result final: tokenizing it again changes nothing, and it never throws.
 */
export function tokenizeBlogUrl(pattern: string): string {
  return String(pattern)
    .toLowerCase()
    .replace(/\s/g, '-')
    .replace(/%+/g, '%')
    .replace(/%(?![ymdt])/g, '')
    .replace(/[^a-z0-9/%-]/g, '')
    .replace(/\/+/g, '/')
    .replace(/^\//, '');
}

/** [LINK-027] A content path: /pages/ and 24 alphanumeric characters. */
export function isContentPath(path: string): boolean {
  return CONTENT_PATH_PATTERN.test(path);
}

/** [LINK-027] The content path of a content id, or null when the id is not 24 alphanumerics. */
export function contentPath(id: string): string | null {
  const path = `${CONTENT_PATH_PREFIX}${id}`;
  return id.length === CONTENT_ID_LENGTH && isContentPath(path) ? path : null;
}

/** [LINK-028] An internal content link: a collection's urlId and its filters. */
export interface InternalContentLink {
  urlId: string;
  filters: Readonly<Record<string, string>>;
}

/** [LINK-028] `{urlId}?{filters}`: the filters as a query, in the order given; no filters, no `?`. */
export function internalContentLink({ urlId, filters }: InternalContentLink): string {
  const query = new URLSearchParams(Object.entries(filters)).toString();
  return query === '' ? urlId : `${urlId}?${query}`;
}

/**
 * [LINK-028] Reads `{urlId}?{filters}` back; null when there is no urlId. A urlId is a
 * collection's slug: one path segment, no spaces (leading slashes are tolerated).
 */
export function parseInternalContentLink(link: string): InternalContentLink | null {
  const [head = '', ...rest] = String(link).split('?');
  const urlId = head.replace(/^\/+/, '');
  if (urlId === '' || /[\s/#]/.test(urlId)) return null;
  return { urlId, filters: Object.fromEntries(new URLSearchParams(rest.join('?'))) };
}

/** [LINK-029] */
export type TextFilter = (typeof TEXT_FILTERS)[number];

/** [LINK-029] Whether `name` is one of the text filters. */
export function isTextFilter(name: unknown): name is TextFilter {
  return (TEXT_FILTERS as readonly unknown[]).includes(name);
}

/**
 * [LINK-029] Applies a text filter: url-slug turns text into one address segment (`Summer
 * Sale!` → `summer-sale`); url-slug-with-slash keeps slashes between segments. Accents are
 * dropped to their letters (`Café` → `cafe`); runs of hyphens and slashes collapse and none
 * is left at either end.
 */
export function applyTextFilter(name: TextFilter, text: string): string {
  const keep = name === 'url-slug-with-slash' ? '/' : '';
  const letters = String(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
  const slug = letters
    .replace(new RegExp(`[^a-z0-9${keep}]+`, 'g'), '-')
    .replace(/-*\/[-/]*/g, '/')
    .replace(/-{2,}/g, '-');
  return slug.replace(/^[-/]+|[-/]+$/g, '');
}
