import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HtmlParserProvider } from '../adapters/react/html-parser.ts';
import { parseHtmlFragment } from '../adapters/server/html.ts';
import { CookieBanner } from '../ui/CookieBanner.tsx';

const settings = {
  isCookieBannerEnabled: true,
  cookieBannerText: '<p>We use cookies &mdash; it&rsquo;s fine.</p><p>Read our <a href="/privacy">privacy policy</a>, <strong>now</strong>.<script>alert(1)</script></p>',
};

describe('owner HTML rendered on the server', () => {
  it('[COOK-030] the banner text renders in Node with parse5 behind HtmlParserProvider: entities, link, emphasis, no script', () => {
    const markup = renderToStaticMarkup(createElement(HtmlParserProvider, { value: parseHtmlFragment, children: createElement(CookieBanner, { settings }) }));
    expect(markup).toContain('<div data-scope="cookie-banner" data-part="text"><p>We use cookies \u2014 it\u2019s fine.</p><p>Read our <a href="/privacy">privacy policy</a>, <strong>now</strong>.</p></div>');
    expect(markup).not.toContain('script');
  });

  it('[COOK-030] without a provider the render takes the parser the conditions choose (parse5 in Node): the same markup', () => {
    // vite.config.ts resolves `#html-parser` as package.json's `imports` does for Node.
    const plain = renderToStaticMarkup(createElement(CookieBanner, { settings }));
    expect(plain).toBe(renderToStaticMarkup(createElement(HtmlParserProvider, { value: parseHtmlFragment, children: createElement(CookieBanner, { settings }) })));
    expect(plain).toContain('<a href="/privacy">privacy policy</a>');
  });
});
