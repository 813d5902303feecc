'use client';
import { createContext, useContext } from 'react';
import type { HtmlFragmentParser } from '../../machines/shared/html.ts';
// [Issue 21] The package's own `imports` map picks the parser by the host's conditions: a
// browser bundle gets DOMParser (adapters/browser/html.ts), Node and the other servers get parse5
// (adapters/server/html.ts), so a server render (a Next.js server component included) needs no
// provider and the browser bundle never ships parse5.
import { parseHtmlFragment } from '#html-parser';

/**
 * The HTML parser that reads site-owner HTML (banner text, embed code) during render: by default
 * the one the host's export conditions choose (DOMParser in a browser bundle, parse5 on the
 * server: the same tree, so the server's markup and the hydrated markup agree). Give another
 * through `HtmlParserProvider` (from a client component) only to replace it.
 */
export const HtmlParserContext = createContext<HtmlFragmentParser>(parseHtmlFragment);
export const HtmlParserProvider = HtmlParserContext.Provider;
export const useHtmlParser = (): HtmlFragmentParser => useContext(HtmlParserContext);
