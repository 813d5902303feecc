import { createContext, useContext } from 'react';
import type { HtmlFragmentParser } from '../../machines/shared/html.ts';
import { parseHtmlFragment } from '../browser/html.ts';

/**
 * The HTML parser that reads site-owner HTML (banner text, embed code) during render: the
 * browser's DOMParser by default; a server render gives parse5's (`parseHtmlFragment` of
 * site-machines/adapters/server) through `HtmlParserProvider`, which yields the same tree, so the
 * server's markup and the hydrated markup agree.
 */
export const HtmlParserContext = createContext<HtmlFragmentParser>(parseHtmlFragment);
export const HtmlParserProvider = HtmlParserContext.Provider;
export const useHtmlParser = (): HtmlFragmentParser => useContext(HtmlParserContext);
