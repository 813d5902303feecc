import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConsent } from '../adapters/browser/cookie-banner.ts';
import { readCookie, readCookies, removeCookie, writeCookie } from '../adapters/browser/cookies.ts';
import { readVisitorCookies } from '../adapters/browser/visitor-cookies.ts';

// The browser adapters read `document.cookie` through js-cookie; here `document` is a stand-in
// holding the cookie header a hostile neighbour app on the same domain could have left.
function withCookieHeader(header: string | (() => string)) {
  vi.stubGlobal('document', {
    get cookie() {
      return typeof header === 'function' ? header() : header;
    },
    set cookie(_value: string) {
      // writes are not read back here
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('cookies in the browser adapters', () => {
  it('[COOK-011] a malformed cookie is ignored; the others are still read', () => {
    withCookieHeader('x=%E0%A4%A; ss_cookieAllowed=true; crumb=abc; y=%; z=%zz');
    expect(readCookie('x')).toBeUndefined();
    expect(readCookie('crumb')).toBe('abc');
    expect(readConsent()).toBe('true');
    // A lone '%' is no escape: js-cookie keeps such values as written.
    expect(readCookie('y')).toBe('%');
    expect(Object.keys(readCookies()).sort()).toEqual(['crumb', 'ss_cookieAllowed', 'y', 'z']);
  });

  it('prototype names are ordinary names: a missing `constructor` cookie is undefined, never Object', () => {
    withCookieHeader('__proto__=polluted; a=1');
    expect(readCookie('constructor')).toBeUndefined();
    expect(readCookie('toString')).toBeUndefined();
    expect(readCookie('__proto__')).toBeUndefined();
    const all = readCookies();
    expect(Object.getPrototypeOf(all)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(all.a).toBe('1');
  });

  it('a document whose cookies cannot be read (a sandboxed frame throws) has none, and writes do nothing', () => {
    withCookieHeader(() => {
      throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
    });
    expect(readCookies()).toEqual({});
    expect(readCookie('crumb')).toBeUndefined();
    expect(readConsent()).toBeUndefined();
    expect(readVisitorCookies()).toEqual({});
    vi.stubGlobal('document', {
      get cookie(): string {
        throw new DOMException('sandboxed', 'SecurityError');
      },
      set cookie(_value: string) {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    });
    expect(() => writeCookie('a', 'b', { maxAgeSeconds: 60 })).not.toThrow();
    expect(() => removeCookie('a')).not.toThrow();
  });
});
