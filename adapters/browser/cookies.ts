/** Options of a cookie write; `maxAgeSeconds` becomes an expiry date. */
export interface CookieWriteOptions {
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'strict' | 'lax' | 'none';
  secure?: boolean;
}

// The page's cookie header read and written as js-cookie 3 does (its rules, without the library:
// this module is on every page's first screen). Reading: `; `-separated pairs, the name and
// value percent-decoded, a quoted value unquoted, the first of two same-named cookies kept, a
// pair whose escapes are malformed skipped. Writing: name and value percent-encoded but for
// the characters a cookie may hold as they are, then the attributes.
const MS_PER_SECOND = 1000;
const ONE_DAY_MS = 86_400_000;

function parseCookieHeader(header: string): Record<string, string> {
  // A plain object, as js-cookie's jar: a name it already holds (a prototype name included) is skipped.
  const jar: Record<string, string> = {};
  for (const pair of header ? header.split('; ') : []) {
    const [rawName = '', ...rest] = pair.split('=');
    let value = rest.join('=');
    try {
      const name = decodeURIComponent(rawName);
      if (value[0] === '"') value = value.slice(1, -1);
      if (!(name in jar)) jar[name] = value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
    } catch {
      // Malformed escapes (`x=%E0%A4%A`: any app on the domain can set one): not a cookie we read.
    }
  }
  return jar;
}

function setCookie(name: string, value: string, attributes: Record<string, string | boolean | undefined>): void {
  if (typeof document === 'undefined') return;
  const encodedName = encodeURIComponent(name)
    .replace(/%(2[346B]|5E|60|7C)/g, decodeURIComponent)
    .replace(/[()]/g, (bracket) => `%${bracket.charCodeAt(0).toString(16).toUpperCase()}`);
  const encodedValue = encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
  let written = '';
  for (const [attribute, setting] of Object.entries(attributes)) {
    if (!setting) continue;
    written += `; ${attribute}`;
    if (setting !== true) written += `=${setting.split(';')[0]}`;
  }
  document.cookie = `${encodedName}=${encodedValue}${written}`;
}

/**
 * Every cookie the page can read, by name, in an object with no prototype (a cookie named
 * `constructor` or `__proto__` is never mistaken for the object's own, and a missing name is
 * `undefined`). A cookie whose escapes are malformed (`x=%E0%A4%A`: any app on the domain can
 * set one) is skipped, and a page whose cookies cannot be read (a sandboxed frame throws on
 * `document.cookie`) has none.
 */
export function readCookies(): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  let all: Record<string, string>;
  try {
    // Nothing where there is no document (a server render).
    if (typeof document === 'undefined') return cookies;
    all = parseCookieHeader(document.cookie);
  } catch {
    return cookies;
  }
  for (const [name, value] of Object.entries(all)) if (typeof value === 'string') cookies[name] = value;
  return cookies;
}

/** One cookie's value; `undefined` when it is not set, or set with a value that does not decode. */
export function readCookie(name: string): string | undefined {
  const cookies = readCookies();
  return Object.hasOwn(cookies, name) ? cookies[name] : undefined;
}

/** Writes a cookie; a page that may not write cookies (a sandboxed frame) writes nothing. */
export function writeCookie(name: string, value: string, options: CookieWriteOptions = {}): void {
  const { maxAgeSeconds, path = '/', sameSite = 'lax', secure } = options;
  try {
    setCookie(name, value, {
      path,
      sameSite,
      secure,
      expires: maxAgeSeconds === undefined ? undefined : new Date(Date.now() + maxAgeSeconds * MS_PER_SECOND).toUTCString(),
    });
  } catch {
    // Cookies are off for this document: nothing to write.
  }
  notifyCookieChange();
}

export function removeCookie(name: string, path = '/'): void {
  try {
    setCookie(name, '', { path, expires: new Date(Date.now() - ONE_DAY_MS).toUTCString() });
  } catch {
    // Cookies are off for this document: nothing to remove.
  }
  notifyCookieChange();
}

const cookieListeners = new Set<() => void>();

function notifyCookieChange(): void {
  for (const listener of cookieListeners) listener();
}

/**
 * Hears cookie changes: the page's own writes through this module, and, where the browser has
 * the Cookie Store API, every other change too (another script, an expiry).
 */
export function subscribeCookies(onChange: () => void): () => void {
  cookieListeners.add(onChange);
  const store = (globalThis as { cookieStore?: EventTarget }).cookieStore;
  store?.addEventListener('change', onChange);
  return () => {
    cookieListeners.delete(onChange);
    store?.removeEventListener('change', onChange);
  };
}
