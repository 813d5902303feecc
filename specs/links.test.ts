import { describe, expect, it, vi } from 'vitest';
import { followLink } from '../adapters/browser/links.ts';
import { classifyLink, decodeFormBlockData, tokenizeBlogUrl } from '../machines/index.ts';
import { linkProps } from '../machines/links/classify.ts';
import { applyTextFilter, contentPath, internalContentLink, isContentPath, isTextFilter, parseInternalContentLink } from '../machines/links/paths.ts';
import { validateLink } from '../machines/links/validate.ts';

const HOST = 'www.example.com';
const LINK_FORMAT = 'Links must be formatted as http://www.example.com or https://www.example.com';

describe('link classification (002 §5)', () => {
  it('[LINK-001] tries the rules in order: empty, misc protocol, malformed, anchor, external, file, content', () => {
    // Each link would also match a later rule; the first one wins.
    expect(classifyLink('', HOST)).toBe('empty');
    expect(classifyLink('mailto:#x', HOST)).toBe('misc-protocol'); // also starts like an anchor once the scheme is gone
    expect(classifyLink('http:/s/file.pdf', HOST)).toBe('malformed'); // has a /s/ path
    expect(classifyLink('#/s/file', HOST)).toBe('anchor'); // holds /s/
    expect(classifyLink('https://elsewhere.org/s/file.pdf', HOST)).toBe('external'); // a file path on another host
    expect(classifyLink('/s/file.pdf', HOST)).toBe('file'); // also starts with /
    expect(classifyLink('/shop', HOST)).toBe('content');
  });

  it('[LINK-002] an empty string is empty (and so is one of spaces and control characters only)', () => {
    expect(classifyLink('', HOST)).toBe('empty');
    expect(classifyLink(' \t\n\u0000 ', HOST)).toBe('empty');
  });

  it('[LINK-003] a protocol other than http, https or ftp is a misc protocol', () => {
    for (const href of ['mailto:a@b.co', 'tel:+15550100', 'sms:5550100', 'javascript:alert(1)', 'data:text/html,hi', 'spotify:track:1', 'localhost:8080']) {
      expect(classifyLink(href, HOST), href).toBe('misc-protocol');
    }
    for (const href of ['http://a.com', 'HTTPS://a.com', 'ftp://a.com/f']) expect(classifyLink(href, HOST), href).not.toBe('misc-protocol');
  });

  it('[LINK-004] http, https or ftp without // is malformed, and so is one no URL parser reads', () => {
    for (const href of ['http:example.com', 'https:/example.com', 'ftp:files', 'http://', 'http://exa mple.com', 'https://[oops']) {
      expect(classifyLink(href, HOST), href).toBe('malformed');
    }
  });

  it('[LINK-005] a leading # is an anchor', () => {
    expect(classifyLink('#contact', HOST)).toBe('anchor');
    expect(classifyLink('#', HOST)).toBe('anchor');
  });

  it('[LINK-006] another host than the page is external, protocol-relative and backslash forms included', () => {
    for (const href of ['https://other.org', 'http://www.example.com.evil.net/', '//other.org/x', '\\\\other.org', '/\\other.org', 'http:\\\\other.org', 'ftp://files.other.org/a']) {
      expect(classifyLink(href, HOST), href).toBe('external');
    }
    // The page's own host, whatever its case, is not external; neither is a relative path.
    expect(classifyLink('https://WWW.Example.com/about', HOST)).toBe('content');
    expect(classifyLink('https://www.example.com:8443/about', 'www.example.com:4173')).toBe('content');
  });

  it('[LINK-007] a path under /s/ is a file link (on the page host, absolute or not)', () => {
    expect(classifyLink('/s/brochure.pdf', HOST)).toBe('file');
    expect(classifyLink('https://www.example.com/s/brochure.pdf', HOST)).toBe('file');
    expect(classifyLink('/shop/s/x', HOST)).toBe('content');
  });

  it('[LINK-008] a leading / (not /s/) is a content link; so is any other address of the page host', () => {
    expect(classifyLink('/', HOST)).toBe('content');
    expect(classifyLink('/blog?tag=news', HOST)).toBe('content');
    expect(classifyLink('about', HOST)).toBe('content');
  });

  it('IDN hosts compare after the URL parser normalises them', () => {
    expect(classifyLink('https://bücher.de/a', 'xn--bcher-kva.de')).toBe('content');
    expect(classifyLink('https://xn--bcher-kva.de/a', 'bücher.de')).toBe('content');
    expect(classifyLink('https://bucher.de/a', 'bücher.de')).toBe('external');
  });

  it('JaVaScRiPt: in any case, with spaces, tabs, newlines or control characters, is a misc protocol', () => {
    for (const href of ['JaVaScRiPt:alert(1)', '  javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', '\u0000\u001fjavascript:alert(1)', 'javascript\r:alert(1)']) {
      expect(classifyLink(href, HOST), JSON.stringify(href)).toBe('misc-protocol');
    }
  });

  // Its speed is measured by `npm run bench`, not asserted here (no timed assertions in tests).
  it('a 10,000-character link is classified like any other', () => {
    expect(classifyLink(`/${'a'.repeat(10_000)}`, HOST)).toBe('content');
    expect(classifyLink(`https://other.org/${'a'.repeat(10_000)}`, HOST)).toBe('external');
    expect(classifyLink(`javascript:${'a'.repeat(10_000)}`, HOST)).toBe('misc-protocol');
  });

  it('without a page host, every absolute address counts as external', () => {
    expect(classifyLink('https://www.example.com/a', '')).toBe('external');
    expect(classifyLink('/a', '')).toBe('content');
  });
});

describe('the editor link field: caps, proper forms and messages', () => {
  const message = (href: string) => {
    const result = validateLink(href, HOST);
    return result.ok ? null : result.message;
  };

  it('[LINK-009] an anchor must be under 100 characters', () => {
    expect(message(`#${'a'.repeat(98)}`)).toBeNull();
    expect(message(`#${'a'.repeat(99)}`)).toBe('Anchor links must be under 100 characters.');
  });

  it('[LINK-010] a tel link must be under 50 characters', () => {
    expect(message(`tel:${'1'.repeat(45)}`)).toBeNull();
    expect(message(`tel:${'1'.repeat(46)}`)).toBe('Phone links must be under 50 characters.');
  });

  it('[LINK-011] an sms link must be under 1000 characters', () => {
    const numbers = (length: number) => `sms:${'5550100,'.repeat(200)}`.slice(0, length).replace(/,$/, '0');
    expect(message(numbers(999))).toBeNull();
    expect(message(numbers(1000))).toBe('Text message links must be under 1000 characters.');
  });

  it('[LINK-012] a mailto link must be under 1000 characters', () => {
    const mail = (length: number) => `mailto:${'a'.repeat(length - 'mailto:'.length - '@example.com'.length)}@example.com`;
    expect(message(mail(999))).toBeNull();
    expect(message(mail(1000))).toBe('Email links must be under 1000 characters.');
  });

  it('[LINK-013] a javascript link must be under 250 characters (the editor keeps it; the site never renders it)', () => {
    expect(message(`javascript:${'a'.repeat(238)}`)).toBeNull();
    expect(message(`javascript:${'a'.repeat(239)}`)).toBe('JavaScript links must be under 250 characters.');
    expect(linkProps('javascript:void(0)', HOST)).toBeNull();
  });

  it('[LINK-014] an ftp link must be under 100 characters', () => {
    const ftp = (length: number) => `ftp://files.example.org/${'a'.repeat(length - 'ftp://files.example.org/'.length)}`;
    expect(message(ftp(99))).toBeNull();
    expect(message(ftp(100))).toBe('FTP links must be under 100 characters.');
  });

  it('[LINK-015] an internal link must be under 150 characters', () => {
    expect(message(`/${'a'.repeat(148)}`)).toBeNull();
    expect(message(`/${'a'.repeat(149)}`)).toBe('Links to pages of this site must be under 150 characters.');
    expect(message(`/s/${'a'.repeat(147)}`)).toBe('Links to pages of this site must be under 150 characters.');
  });

  it('[LINK-016] a proper tel number is at least 4 characters of digits, plus or minus', () => {
    for (const good of ['tel:5550', 'tel:+1-555-0100', 'tel:+15550100;ext=2']) expect(message(good), good).toBeNull();
    for (const bad of ['tel:555', 'tel:(555) 0100', 'tel:call-me', 'tel:']) expect(message(bad), bad).toBe('Phone links must be formatted as tel:+1-555-0100');
  });

  it('[LINK-017] a proper sms link is a list of numbers separated by commas', () => {
    for (const good of ['sms:5550100', 'sms:+15550100,+15550101', 'sms:5550100?body=Hi']) expect(message(good), good).toBeNull();
    for (const bad of ['sms:', 'sms:5550100,', 'sms:,5550100', 'sms:555 0100', 'sms:abc']) {
      expect(message(bad), bad).toBe('Text message links must be formatted as sms:+1-555-0100,+1-555-0101');
    }
  });

  it('[LINK-018] a proper mailto link has exactly one @', () => {
    expect(message('mailto:name@example.com')).toBeNull();
    expect(message('mailto:name%40example.com')).toBeNull();
    for (const bad of ['mailto:name.example.com', 'mailto:a@b@example.com', 'mailto:@example.com']) {
      expect(message(bad), bad).toBe('Emails must be formatted as name@example.com');
    }
  });

  it('[LINK-019] a proper mailto link has a domain ending with an extension', () => {
    expect(message('mailto:name@example.co.uk?subject=Hi')).toBeNull();
    for (const bad of ['mailto:name@localhost', 'mailto:name@example.', 'mailto:name@example.c', 'mailto:name@example.123']) {
      expect(message(bad), bad).toBe('Emails must be formatted as name@example.com');
    }
  });

  it('[LINK-020] a proper URL has a host with a top-level domain of 2 to 3 letters', () => {
    for (const good of ['https://example.de', 'http://shop.example.com/a?b#c', 'https://user@example.org:8080', 'https://bücher.de', 'https://пример.рф', '//example.net']) {
      expect(message(good), good).toBeNull();
    }
    for (const bad of ['https://example.shop', 'https://localhost/x', 'https://example.c', 'https://10.0.0.1', 'https://example.c0m']) {
      expect(message(bad), bad).toBe(LINK_FORMAT);
    }
  });

  it('[FORM-066] malformed links and unknown schemes get "Links must be formatted as {host} or {host}", filled with the two web forms', () => {
    expect(message('http:example.com')).toBe(LINK_FORMAT);
    expect(message('gopher:x')).toBe(LINK_FORMAT);
    expect(message('www.example.org')).toBe(LINK_FORMAT);
  });

  it('[FORM-067] a page of the site named without its path says "{val} is not a valid page URL"', () => {
    expect(message('about us')).toBe('about us is not a valid page URL');
    expect(message('/about us')).toBe('/about us is not a valid page URL');
    // A long value is quoted by its first 80 characters; a 10,000-character one is too long first.
    expect(message(`page ${'a'.repeat(100)}`)).toBe(`page ${'a'.repeat(75)}… is not a valid page URL`);
    expect(message(`page ${'a'.repeat(10_000)}`)).toBe('Links to pages of this site must be under 150 characters.');
  });

  it('an empty field is no link, and valid; what passes comes back as the browser reads it', () => {
    expect(validateLink('', HOST)).toEqual({ ok: true, kind: 'empty', href: '' });
    expect(validateLink('  /shop\n', HOST)).toEqual({ ok: true, kind: 'content', href: '/shop' });
  });
});

describe('links rendered from block data (linkProps)', () => {
  it('[LINK-006] an external link gets rel="noopener noreferrer"; the site\'s own links none', () => {
    expect(linkProps('https://other.org/x', HOST)).toEqual({ href: 'https://other.org/x', rel: 'noopener noreferrer' });
    expect(linkProps('//other.org', HOST)).toEqual({ href: '//other.org', rel: 'noopener noreferrer' });
    expect(linkProps('/shop', HOST)).toEqual({ href: '/shop' });
    expect(linkProps('/s/menu.pdf', HOST)).toEqual({ href: '/s/menu.pdf' });
    expect(linkProps('#top', HOST)).toEqual({ href: '#top' });
    expect(linkProps('mailto:a@example.com', HOST)).toEqual({ href: 'mailto:a@example.com' });
    expect(linkProps('tel:+15550100', HOST)).toEqual({ href: 'tel:+15550100' });
  });

  it('javascript: is never a link, in any case and with any whitespace; nor data:, other schemes, malformed or empty addresses', () => {
    for (const href of ['JaVaScRiPt:alert(1)', ' \tjava\nscript:alert(1)', '\u0001javascript:alert(1)', 'vbscript:x', 'data:text/html,<script>1</script>', 'http:evil', '', '   ', undefined, null, 42]) {
      expect(linkProps(href, HOST), JSON.stringify(href)).toBeNull();
    }
  });

  it('the address given to the page has its control characters removed', () => {
    expect(linkProps('/sh\top\n', HOST)).toEqual({ href: '/shop' });
  });

  it('[GAL-014] followLink goes where a rendered link would, and refuses (with a warning) what would not be one', () => {
    const location = { host: HOST, assign: vi.fn() };
    const warn = vi.fn();
    expect(followLink('/demo/list#wool-scarf', location, warn)).toBe(true);
    expect(followLink('JAVASCRIPT:alert(document.cookie)', location, warn)).toBe(false);
    expect(followLink('http:evil', location, warn)).toBe(false);
    expect(location.assign.mock.calls).toEqual([['/demo/list#wool-scarf']]);
    expect(warn).toHaveBeenCalledWith('Not an address the site follows; ignored:', 'JAVASCRIPT:alert(document.cookie)');
  });

  it('[FORM-021] a form block whose success redirect is not an address the site links to is refused at the edge', () => {
    const block = (successRedirect: string) => decodeFormBlockData({ formId: 'f', submitButtonText: 'Send', fields: [], successRedirect });
    expect(block('/thanks')).toMatchObject({ ok: true, data: { successRedirect: '/thanks' } });
    expect(block('https://shop.example.org/thanks')).toMatchObject({ ok: true });
    for (const bad of ['javascript:alert(1)', ' JaVa\tScRiPt:alert(1)', 'data:text/html,x', 'http:evil']) {
      expect(block(bad), bad).toEqual({ ok: false, error: 'Error decoding form block data.', details: ['successRedirect: must be an address the site links to'] });
    }
  });
});

describe('tokenized blog URLs (002 §5)', () => {
  it('[LINK-021] drops leading slashes', () => {
    expect(tokenizeBlogUrl('///blog/%y')).toBe('blog/%y');
  });

  it('[LINK-022] collapses repeated % and repeated /', () => {
    expect(tokenizeBlogUrl('blog//%%%y///%%m')).toBe('blog/%y/%m');
  });

  it('[LINK-023] keeps only the tokens %y, %m, %d and %t', () => {
    expect(tokenizeBlogUrl('%y/%m/%d/%t')).toBe('%y/%m/%d/%t');
    expect(tokenizeBlogUrl('%a%b/%q-%y')).toBe('ab/q-%y');
    expect(tokenizeBlogUrl('100%')).toBe('100');
  });

  it('[LINK-024] lowercases (so %Y is the token %y)', () => {
    expect(tokenizeBlogUrl('Blog/%Y/%T')).toBe('blog/%y/%t');
  });

  it('[LINK-025] turns spaces into hyphens', () => {
    expect(tokenizeBlogUrl('my blog/%t post')).toBe('my-blog/%t-post');
  });

  it('[LINK-026] strips characters other than letters, digits, / and -', () => {
    expect(tokenizeBlogUrl('news!/%y_%m/café?#')).toBe('news/%y%m/caf');
    expect(tokenizeBlogUrl('//Blog//%%Y/%m/%q My Post!!/%T')).toBe('blog/%y/%m/q-my-post/%t');
  });
});

describe('content paths and internal content links (002 §2, §3)', () => {
  it('[LINK-027] a content path is /pages/ and 24 alphanumeric characters', () => {
    expect(isContentPath('/pages/5f1a2b3c4d5e6f7a8b9c0d1e')).toBe(true);
    expect(isContentPath('/pages/5f1a2b3c4d5e6f7a8b9c0d1')).toBe(false);
    expect(isContentPath('/pages/5f1a2b3c4d5e6f7a8b9c0d1e0')).toBe(false);
    expect(isContentPath('/pages/5f1a2b3c4d5e6f7a8b9c0d1-')).toBe(false);
    expect(isContentPath('/page/5f1a2b3c4d5e6f7a8b9c0d1e')).toBe(false);
    expect(contentPath('ABCDEFGHIJKLMNOPQRSTUVWX')).toBe('/pages/ABCDEFGHIJKLMNOPQRSTUVWX');
    expect(contentPath('../../etc/passwd/xxxxxxxx')).toBeNull();
  });

  it('[LINK-028] an internal content link is {urlId}?{filters}, and reads back', () => {
    const link = internalContentLink({ urlId: 'blog', filters: { category: 'Summer News', tag: 'a&b' } });
    expect(link).toBe('blog?category=Summer+News&tag=a%26b');
    expect(parseInternalContentLink(link)).toEqual({ urlId: 'blog', filters: { category: 'Summer News', tag: 'a&b' } });
    expect(internalContentLink({ urlId: 'shop', filters: {} })).toBe('shop');
    expect(parseInternalContentLink('?tag=x')).toBeNull();
    expect(parseInternalContentLink('blog posts?tag=x')).toBeNull();
  });

  it('[LINK-029] the text filters are url-slug and url-slug-with-slash', () => {
    expect(isTextFilter('url-slug')).toBe(true);
    expect(isTextFilter('url-slug-with-slash')).toBe(true);
    expect(isTextFilter('uppercase')).toBe(false);
    expect(applyTextFilter('url-slug', '  Summer Sale! Café / Été ')).toBe('summer-sale-cafe-ete');
    expect(applyTextFilter('url-slug-with-slash', 'Shop / Summer Sale//Café')).toBe('shop/summer-sale/cafe');
    expect(applyTextFilter('url-slug', '!!!')).toBe('');
  });
});
