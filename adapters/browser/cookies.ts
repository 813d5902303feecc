import Cookies from 'js-cookie';

/** Options of a cookie write; `maxAgeSeconds` becomes an expiry date (js-cookie takes days). */
export interface CookieWriteOptions {
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'strict' | 'lax' | 'none';
  secure?: boolean;
}

const SECONDS_PER_DAY = 86_400;

/** Every cookie the page can read, by name. */
export function readCookies(): Record<string, string> {
  return Cookies.get();
}

export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function writeCookie(name: string, value: string, options: CookieWriteOptions = {}): void {
  const { maxAgeSeconds, path = '/', sameSite = 'lax', secure } = options;
  Cookies.set(name, value, {
    path,
    sameSite,
    ...(secure === undefined ? {} : { secure }),
    ...(maxAgeSeconds === undefined ? {} : { expires: maxAgeSeconds / SECONDS_PER_DAY }),
  });
}

export function removeCookie(name: string, path = '/'): void {
  Cookies.remove(name, { path });
}
