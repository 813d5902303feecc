import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import Cookies from 'js-cookie';
import { readConsent } from '../adapters/browser/cookie-banner.ts';
import { readCookie, readCookies, removeCookie, writeCookie } from '../adapters/browser/cookies.ts';
import { readVisitorCookies } from '../adapters/browser/visitor-cookies.ts';

// The browser adapters read `document.cookie` by js-cookie 3's rules; here `document` is a stand-in
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

describe('the cookie rules of js-cookie 3, without the library on the page', () => {
  // js-cookie is the oracle: the page's own reading and writing (adapters/browser/cookies.ts)
  // must give what it gives, for any header and any name, value and attributes.
  const written = (write: () => void): string[] => {
    const lines: string[] = [];
    vi.stubGlobal('document', {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        lines.push(value);
      },
    });
    write();
    return lines;
  };
  const text = fc.string({ unit: fc.constantFrom('a', 'Z', '0', ' ', '=', ';', '"', '%', '%2', '%41', '%E0%A4%A', '(', ')', '#', '$', '&', '+', '^', '`', '|', ',', '/', ':', '<', '>', '?', '@', '[', ']', '{', '}', 'é', '😀', '__proto__', 'constructor') });

  it('[COOK-011] reads any cookie header as js-cookie does', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { maxLength: 6 }), (pairs) => {
        const header = pairs.map(([name, value]) => `${name}=${value}`).join('; ');
        withCookieHeader(header);
        const oracle = Cookies.get() as Record<string, string>;
        expect({ ...readCookies() }).toEqual(Object.fromEntries(Object.entries(oracle)));
      }),
    );
  });

  it('[COOK-010] writes and removes as js-cookie does', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    try {
      fc.assert(
        fc.property(text, text, fc.constantFrom('strict', 'lax', 'none') as fc.Arbitrary<'strict' | 'lax' | 'none'>, fc.option(fc.boolean(), { nil: undefined }), (name, value, sameSite, secure) => {
          const ours = written(() => writeCookie(name, value, { maxAgeSeconds: 2_592_000, sameSite, ...(secure === undefined ? {} : { secure }) }));
          const oracle = written(() => Cookies.set(name, value, { path: '/', sameSite, ...(secure === undefined ? {} : { secure }), expires: 30 }));
          expect(ours).toEqual(oracle);
          expect(written(() => removeCookie(name))).toEqual(written(() => Cookies.remove(name, { path: '/' })));
        }),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
