/**
 * A script address with query parameters added in order (a key, a language, a region
 * [MAP-019]); empty values are left out so an absent page context adds nothing.
 */
export function scriptUrlWithParams(base: string, params: Readonly<Record<string, string | null | undefined>>): string {
  const query = Object.entries(params)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  if (query === '') return base;
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

/** The error text of a rejected load: an Error's message, or the value as text. */
export function loadErrorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'unknown error';
}
