import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyLink, tokenizeBlogUrl } from '../machines/index.ts';
import { linkProps } from '../machines/links/classify.ts';
import { LINK_KINDS } from '../machines/links/constants.ts';
import { applyTextFilter } from '../machines/links/paths.ts';
import { validateLink } from '../machines/links/validate.ts';

// Any text: whole code points of all of Unicode, lone UTF-16 halves, and link-shaped text with
// schemes, slashes, % tokens and control characters mixed in.
const linkPieces = fc.constantFrom('javascript:', 'JaVaScRiPt:', 'http://', 'https:', 'ftp://', 'mailto:', 'tel:', 'sms:', '//', '\\\\', '/s/', '/', '#', '%', '%Y', '%m', '%%d', '%t', ' ', '\t', '\n', '\u0000', '\u00a0', '@', '.', '?', 'é', 'ß', 'İ', 'K', '😀', 'xn--', 'example.com', 'www.example.com');
const anyText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) }),
  fc.array(fc.oneof(linkPieces, fc.string({ unit: 'binary', maxLength: 4 })), { maxLength: 12 }).map((parts) => parts.join('')),
);
const hosts = fc.oneof(fc.constantFrom('', 'www.example.com', 'EXAMPLE.com:4173', 'bücher.de', 'localhost', '[::1]'), fc.string({ unit: 'binary', maxLength: 12 }));

const TOKENIZED = /^([a-z0-9/-]|%[ymdt])*$/;

describe('link properties', () => {
  it('[LINK-001] classifyLink never throws, on any text and any page host, and gives one of the seven kinds', () => {
    fc.assert(
      fc.property(anyText, hosts, (href, host) => {
        expect(LINK_KINDS).toContain(classifyLink(href, host));
      }),
      { numRuns: 3000 },
    );
  });

  it('[LINK-003] a rendered link never runs script: linkProps never gives an address the browser reads as javascript:, data: or vbscript:', () => {
    fc.assert(
      fc.property(anyText, hosts, (href, host) => {
        const link = linkProps(href, host);
        if (link === null) return;
        // What the browser reads: its URL parser's scheme, resolved against a page.
        let protocol = 'https:';
        try {
          protocol = new URL(link.href, 'https://page.example/').protocol;
        } catch {
          // Not an address at all: the browser does not follow it.
        }
        expect(['javascript:', 'data:', 'vbscript:']).not.toContain(protocol);
        expect(link.href).not.toMatch(/[\t\n\r]/);
      }),
      { numRuns: 3000 },
    );
  });

  it('[LINK-006] every link another host receives carries rel="noopener noreferrer"', () => {
    fc.assert(
      fc.property(anyText, (href) => {
        const link = linkProps(href, 'www.example.com');
        if (classifyLink(href, 'www.example.com') === 'external') expect(link?.rel).toBe('noopener noreferrer');
        else expect(link?.rel).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });

  it('validateLink never throws and always answers with a message when it refuses', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const result = validateLink(value, 'www.example.com');
        if (!result.ok) expect(result.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('[LINK-021] .. [LINK-026] tokenizeBlogUrl never throws; its output holds only letters, digits, /, - and the four tokens, never starts with / or repeats / or %', () => {
    fc.assert(
      fc.property(anyText, (pattern) => {
        const tokenized = tokenizeBlogUrl(pattern);
        expect(tokenized).toMatch(TOKENIZED);
        expect(tokenized.startsWith('/')).toBe(false);
        expect(tokenized).not.toMatch(/\/\/|%%/);
      }),
      { numRuns: 3000 },
    );
  });

  it('[LINK-021] .. [LINK-026] tokenizing is a fixed point: tokenizing twice changes nothing', () => {
    fc.assert(
      fc.property(anyText, (pattern) => {
        const once = tokenizeBlogUrl(pattern);
        expect(tokenizeBlogUrl(once)).toBe(once);
      }),
      { numRuns: 3000 },
    );
  });

  it('[LINK-029] the text filters never throw, give one address segment (or slash-separated ones), and are fixed points', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const slug = applyTextFilter('url-slug', text);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(applyTextFilter('url-slug', slug)).toBe(slug);
        const path = applyTextFilter('url-slug-with-slash', text);
        expect(path).toMatch(/^([a-z0-9]+([-/][a-z0-9]+)*)?$/);
        expect(applyTextFilter('url-slug-with-slash', path)).toBe(path);
      }),
      { numRuns: 2000 },
    );
  });
});
