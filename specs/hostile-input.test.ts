import { createActor } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { parseHtmlFragment } from '../adapters/server/html.ts';
import {
  cookieBannerMachine,
  decodeAccordionBlock,
  decodeAnswerData,
  decodeCheckoutButton,
  decodeFormBlock,
  decodeGalleryBlock,
  decodeImageSettings,
  decodeKeyAnswer,
  decodeLightboxBlock,
  decodeLogoutAnswer,
  decodeMarqueeBlock,
  decodePageContext,
  decodePopupOverlayStored,
  decodeResizeSettings,
  decodeSessionCookie,
  systemErrorOf,
  decodeUsername,
  decodeVisitCookie,
  videoMachine,
  type RichText,
} from '../machines/index.ts';
import { popupOverlaySettingsOf } from '../machines/popup-overlay/codec.ts';
import { consentOf, cookieBannerSettingsOf } from '../machines/cookie-banner/codec.ts';
import { bannerRichText } from '../machines/cookie-banner/codec.ts';
import { itemIdFromLocation } from '../machines/gallery/history.ts';
import { slideIndexFromAddress } from '../machines/lightbox/logic.ts';
import { classifyAnswer, resolveRequest } from '../machines/net/logic.ts';
import { frameUrlOf, toSameOriginPath } from '../machines/session/logic.ts';
import { richTextFromHtml, safeHref, type RichInline } from '../machines/shared/rich-text.ts';
import { readQueryParam } from '../machines/url/logic.ts';
import { embedElementOf, videoEmbedOf } from '../machines/video/embed.ts';

// The hostile-input corpus: every decoder and parser of page input (block JSON, data attributes,
// cookies, addresses, embed HTML, banner HTML, server answers) is given the same hostile values:
// broken encodings, huge strings, prototype keys, deep nesting, control characters, script
// addresses in any case and spacing. None may throw; each answers with the spec's message or
// fallback, and nothing may reach Object.prototype.

const deep = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
};
const deepArray = (depth: number): unknown => {
  let value: unknown = [];
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};

/** Hostile texts: what an attacker, a broken editor or an unlucky network can put in a string. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '%',
  '%E0',
  '%E0%A4%A',
  '%%',
  '\uD800',
  '\uDFFF\uD800',
  '\u0000',
  '\u0000\u0001\u0008\u000b\u000c\u000e\u001f\u007f',
  '\u202e\u2066evil',
  '\uFEFF',
  'a'.repeat(1_000_000),
  '<'.repeat(100_000),
  '😀'.repeat(10_000),
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '__proto__',
  'constructor',
  'prototype',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  '{',
  '{"a":',
  "{'a':1}",
  'null',
  'undefined',
  'NaN',
  '1e400',
  '-0',
  '[]',
  '{}',
  '"',
  "'",
  '\\',
  '//evil.example/x',
  'https://evil.example/x',
  '\\\\evil.example\\x',
  '/\\evil.example',
  'http://[',
  '\r\n\r\nSet-Cookie: a=b',
  '&#0;&#x110000;&#xD800;&bogus;&',
  '<!--',
  '<![CDATA[x]]>',
  '<iframe src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<p>'.repeat(20_000),
  '<b>'.repeat(20_000),
];

/** Hostile values of any type: what JSON, a data attribute or a careless caller can hand over. */
export const HOSTILE_VALUES: readonly unknown[] = [
  ...HOSTILE_STRINGS,
  null,
  undefined,
  0,
  -1,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  [],
  {},
  Object.create(null),
  JSON.parse('{"__proto__":{"polluted":true}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
  { toString: 'not a function', valueOf: 42 },
  deep(2_000, 'x'),
  deepArray(2_000),
  new Array(100_000).fill('x'),
  ['__proto__', 'constructor'],
  { length: -1 },
];

const polluted = () => ({}) as Record<string, unknown>;
afterEach(() => {
  expect(polluted().polluted, 'Object.prototype was polluted').toBeUndefined();
  expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
});

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? String(value));

it('the corpus holds at least 30 hostile values of each kind', () => {
  expect(HOSTILE_STRINGS.length).toBeGreaterThanOrEqual(30);
  expect(HOSTILE_VALUES.length).toBeGreaterThanOrEqual(30);
});

describe('block JSON', () => {
  it('[BLK-079] accordion blocks: the spec message, never a throw', () => {
    for (const value of HOSTILE_VALUES) {
      const decoded = decodeAccordionBlock(asText(value));
      expect(decoded.ok, asText(value).slice(0, 60)).toBe(false);
      if (!decoded.ok) expect(decoded.error).toBe('Error decoding accordion block data.');
    }
  });

  it('[GAL-076] gallery and lightbox blocks: evaluating or decoding error, never a throw', () => {
    for (const value of HOSTILE_VALUES) {
      const gallery = decodeGalleryBlock(asText(value));
      expect(gallery.ok).toBe(false);
      if (!gallery.ok) expect(['Error evaluating gallery block data.', 'Error decoding gallery block data.']).toContain(gallery.error);
      const lightbox = decodeLightboxBlock(asText(value));
      expect(lightbox.ok).toBe(false);
      if (!lightbox.ok) expect(lightbox.error).toBe('Error decoding gallery block data.');
    }
  });

  it('form and marquee blocks: their error, never a throw', () => {
    for (const value of HOSTILE_VALUES) {
      const form = decodeFormBlock(asText(value));
      expect(form.ok).toBe(false);
      if (!form.ok) expect(form.error).toBe('Error decoding form block data.');
      const marquee = decodeMarqueeBlock(asText(value));
      expect(marquee.ok).toBe(false);
      if (!marquee.ok) expect(marquee.error).toBe('Error decoding marquee block data.');
    }
  });

  it('[NAV-001] the page context: an anonymous visitor and the error, never a throw', () => {
    for (const value of HOSTILE_VALUES) {
      const decoded = decodePageContext(asText(value));
      if (!decoded.ok) expect(decoded.error).toBe('Error decoding page context.');
      expect((decoded.ok ? decoded.data : decoded.fallback).loggedIn).toBe(false);
    }
  });

  it('[COOK-012] cookie banner and [BLK-052] popup settings fall back value by value', () => {
    for (const value of HOSTILE_VALUES) {
      const banner = cookieBannerSettingsOf(value);
      expect(banner.enabled).toBe(false);
      expect(banner.variant).toBe('BAR');
      const popup = popupOverlaySettingsOf(value);
      expect(['none', 'light', 'dark']).toContain(popup.style);
    }
  });
});

describe('data attributes', () => {
  it('[MEDIA-001] image settings from data attributes: decoded or refused with the catalogue error', () => {
    for (const value of HOSTILE_VALUES) {
      for (const attributes of [value, { 'data-src': value }, { 'data-src': asText(value), 'data-image-dimensions': asText(value), 'data-image-focal-point': asText(value), 'data-load': asText(value) }]) {
        const decoded = decodeImageSettings(attributes);
        if (!decoded.ok) expect(decoded.error).toBe('Invalid or missing image source');
        else expect(new URL(decoded.data.source, 'https://site.invalid/').protocol).toMatch(/^https?:$/);
      }
    }
  });

  it('[CHK-001] checkout buttons, [WID-001] usernames and the resize emitter settings', () => {
    for (const value of HOSTILE_VALUES) {
      const text = asText(value);
      const checkout = decodeCheckoutButton({ checkout: text, cartToken: text, donatePageId: text, websiteId: text, giftCardProductId: text });
      if (checkout.ok) expect(checkout.data.type).toMatch(/^START/);
      const username = decodeUsername(text);
      if (username.ok) expect(username.data).toMatch(/^[A-Za-z0-9_]{1,15}$/);
      const resize = decodeResizeSettings(value);
      if (!resize.ok) expect(['The resize emitter axis must be x or y.', 'The resize emitter threshold must be a number.', expect.any(String)]).toContainEqual(resize.error);
    }
  });
});

describe('cookies', () => {
  it('[COOK-011] the consent cookie is true, false or unset', () => {
    for (const value of HOSTILE_VALUES) expect(consentOf(value)).toBeUndefined();
    expect(consentOf('true')).toBe('true');
  });

  it('[COOK-001] the visitor cookies are discarded unless valid', () => {
    for (const value of HOSTILE_VALUES) {
      expect(decodeVisitCookie(value).ok).toBe(false);
      expect(decodeSessionCookie(value).ok).toBe(false);
    }
  });

  it('the example server reads a cookie header of hostile cookies without throwing, prototype-free', async () => {
    // @ts-expect-error: the example server's modules are plain JavaScript without declarations.
    const { readCookies } = (await import('../examples/api/http.mjs')) as { readCookies(req: unknown): Record<string, string> };
    for (const value of HOSTILE_STRINGS) {
      for (const header of [`x=${value}`, `${value}=1`, `${value}`, `a=1; ${value}; b=2`]) {
        const cookies = readCookies({ headers: { cookie: header } });
        expect(Object.getPrototypeOf(cookies)).toBeNull();
        for (const entry of Object.values(cookies)) expect(typeof entry).toBe('string');
      }
    }
    expect(readCookies({ headers: { cookie: 'x=%E0%A4%A; crumb=abc' } })).toEqual(Object.assign(Object.create(null), { crumb: 'abc' }));
  });
});

describe('addresses', () => {
  const page = { host: 'site.example', providerDomains: ['builder.example'] };
  it('[NET-003] request paths always stay on the site', () => {
    for (const value of HOSTILE_STRINGS) {
      const { url } = resolveRequest({ method: 'GET', path: value }, 'c', page);
      expect(url.startsWith('/') && !url.startsWith('//'), url.slice(0, 60)).toBe(true);
      expect(url.endsWith('crumb=c')).toBe(true);
    }
  });

  it('[GAL-004] [LBX-001] gallery and lightbox addresses never throw and name no slide they do not have', () => {
    const slides = [{ id: 'a' }, { id: 'b', url: 'walks/b' }];
    for (const value of HOSTILE_STRINGS) {
      const id = itemIdFromLocation({ pathname: `/gallery/${value}`, hash: `#itemId=${value}`, state: value }, '/gallery/');
      expect(id === null || typeof id === 'string').toBe(true);
      const index = slideIndexFromAddress(slides, { pathname: `/gallery/${value}`, hash: `#${value}`, collectionUrl: '/gallery' });
      expect(index === -1 || index === 0 || index === 1).toBe(true);
    }
  });

  it('[NAV-001] [ERR-021] session addresses stay same-origin paths; invalid URLs are reported', () => {
    for (const value of HOSTILE_VALUES) {
      const path = toSameOriginPath(value);
      expect(path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'), path.slice(0, 60)).toBe(true);
      const frame = frameUrlOf(`?${new URLSearchParams({ frameUrl: asText(value) }).toString()}`);
      expect(frame.startsWith('/') && !frame.startsWith('//')).toBe(true);
      let reported = 0;
      const param = readQueryParam(asText(value), 'a', () => reported++);
      expect(param === null || typeof param === 'string').toBe(true);
    }
  });

  it('links keep only safe addresses, in any case and spacing', () => {
    for (const value of HOSTILE_STRINGS) {
      const href = safeHref(value);
      if (href !== null) expect(new URL(href, 'https://site.invalid/').protocol).toMatch(/^(https?|mailto|tel):$/);
    }
    for (const script of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:x', 'vbscript:x', 'data:text/html,x']) expect(safeHref(script)).toBeNull();
  });
});

/** Every link of a rich text, at any depth. */
function linksOf(inlines: readonly RichInline[]): string[] {
  return inlines.flatMap((inline) => (inline.type === 'link' ? [inline.href, ...linksOf(inline.children)] : inline.type === 'emphasis' ? linksOf(inline.children) : []));
}
const allLinks = (text: RichText) => text.flatMap((paragraph) => linksOf(paragraph.children));

describe('owner HTML (parsed as the browser does, parse5 on the server)', () => {
  it('[MEDIA-030] [MEDIA-031] embed HTML: a valid player or "Invalid video embed.", never a throw', () => {
    for (const value of HOSTILE_STRINGS) {
      for (const html of [value, `<iframe src="${value}"></iframe>`, `<object><embed src="${value}"></object>`, `<iframe title="x src=${value}" src='${value}'>`]) {
        const element = embedElementOf(parseHtmlFragment(html));
        const embed = videoEmbedOf(element);
        if (embed) expect(embed.src).toMatch(/^(https?:)?\/\/|^\/(?!\/)/i);
        const actor = createActor(videoMachine, { input: { id: 'v', embed: element } }).start();
        if (!embed) expect(actor.getSnapshot().context.error).toBe('Invalid video embed.');
        actor.stop();
      }
    }
  });

  it('[COOK-030] [COOK-031] banner HTML: safe rich text or the default notice, never markup or a script address', () => {
    const settings = cookieBannerSettingsOf({ isCookieBannerEnabled: true });
    for (const value of HOSTILE_STRINGS) {
      for (const html of [value, `<p>${value}</p>`, `<a href="${value}">x</a>`, `<a href='${value}'><b>${value}</b></a>`]) {
        const text = bannerRichText(settings, richTextFromHtml(parseHtmlFragment(html)));
        expect(text.length).toBeGreaterThan(0);
        for (const href of allLinks(text)) expect(new URL(href, 'https://site.invalid/').protocol).toMatch(/^(https?|mailto|tel):$/);
      }
    }
    // What a script or an event handler holds is never text to show.
    for (const html of ['<script>alert(1)</script>', '<p><img src=x onerror=alert(1)></p>', '<svg><script>alert(1)</script></svg>', '<style>*{}</style><p>x</p>']) {
      expect(JSON.stringify(richTextFromHtml(parseHtmlFragment(html)))).not.toMatch(/alert|onerror|\*\{/);
    }
  });

  it('[COOK-012] a banner machine started with hostile settings and text shows the fallback, never throws', () => {
    for (const value of HOSTILE_VALUES) {
      const actor = createActor(cookieBannerMachine, { input: { settings: value, text: value as never } }).start();
      expect(actor.getSnapshot().context.text.length).toBeGreaterThan(0);
      actor.stop();
    }
  });
});

describe('server answers', () => {
  it('[NET-009] [NET-016] answers of any text are classified, never thrown', () => {
    for (const value of HOSTILE_STRINGS) {
      for (const status of [200, 204, 400, 401, 404, 500, 502, 503, 0, 999]) {
        const outcome = classifyAnswer({ status, text: value, url: '/api/x' });
        expect(['success', 'crumbFail', 'loginRequired', 'authorizationFail', 'failure']).toContain(outcome.kind);
        if (outcome.kind !== 'success') expect(outcome.failure.message).toEqual(expect.any(String));
      }
    }
  });

  it('[FORM-027] [FORM-032] [NAV-026] [ERR-014] form, logout and system error answers decode to their fallback', () => {
    for (const value of HOSTILE_VALUES) {
      const key = decodeKeyAnswer(value);
      if (typeof (value as { key?: unknown } | null)?.key !== 'string') expect(key.ok).toBe(false);
      const data = decodeAnswerData(value);
      for (const message of Object.values(data.ok ? (data.data.errors ?? {}) : {})) expect(typeof message).toBe('string');
      const logout = decodeLogoutAnswer(500, value);
      expect(logout).toEqual(expect.any(Object));
      const error = systemErrorOf(value);
      expect(['cleaned', 'network', 'other']).toContain(error.kind);
      const stored = decodePopupOverlayStored(() => asText(value));
      expect(stored).toEqual(expect.any(Object));
    }
  });
});
