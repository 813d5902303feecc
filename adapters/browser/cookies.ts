import Cookies from 'js-cookie';

/** Options of a cookie write; `maxAgeSeconds` becomes an expiry date (js-cookie takes days). */
export interface CookieWriteOptions {
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'strict' | 'lax' | 'none';
  secure?: boolean;
}

const SECONDS_PER_DAY = 86_400;

/**
 * Every cookie the page can read, by name, in an object with no prototype (a cookie named
 * `constructor` or `__proto__` is an entry like any other, and a missing name is `undefined`).
 * js-cookie skips a cookie whose escapes are malformed (`x=%E0%A4%A`: any app on the domain can
 * set one), and a page whose cookies cannot be read (a sandboxed frame throws on
 * `document.cookie`) has none.
 */
export function readCookies(): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  let all: Record<string, string> | undefined;
  try {
    // js-cookie gives nothing where there is no document (a server render).
    all = Cookies.get() as Record<string, string> | undefined;
  } catch {
    return cookies;
  }
  if (typeof all !== 'object' || all === null) return cookies;
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
    Cookies.set(name, value, {
      path,
      sameSite,
      ...(secure === undefined ? {} : { secure }),
      ...(maxAgeSeconds === undefined ? {} : { expires: maxAgeSeconds / SECONDS_PER_DAY }),
    });
  } catch {
    // Cookies are off for this document: nothing to write.
  }
  notifyCookieChange();
}

export function removeCookie(name: string, path = '/'): void {
  try {
    Cookies.remove(name, { path });
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
