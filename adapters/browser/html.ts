import { readHtmlTree, type HtmlFragmentParser, type HtmlNode, type HtmlTreeAccess } from '../../machines/shared/html.ts';

const access: HtmlTreeAccess<Node> = {
  kindOf: (node) => (node.nodeType === Node.TEXT_NODE ? 'text' : node.nodeType === Node.ELEMENT_NODE ? 'element' : 'other'),
  nameOf: (node) => (node as Element).localName,
  attributesOf: (node) => [...(node as Element).attributes].map(({ name, value }) => ({ name, value })),
  textOf: (node) => node.nodeValue ?? '',
  // A template's content is not among its children, as in parse5.
  childrenOf: (node) => [...node.childNodes],
};

/**
 * Parses an HTML fragment with the browser's own parser, as the body of an inert document
 * (DOMParser: scripting off, nothing loads, nothing runs), into the plain tree the machines
 * read. The server's `parseHtmlFragment` (site-machines/adapters/server, parse5) gives the same
 * tree for the same text, so server and browser render owner HTML alike.
 */
export const parseHtmlFragment: HtmlFragmentParser = (html: string): HtmlNode[] => {
  if (typeof DOMParser === 'undefined') {
    throw new Error('No DOMParser here, though this bundle took the browser\'s HTML parser (export condition `browser`): give <HtmlParserProvider value={parseHtmlFragment}> the parser of site-machines/adapters/server.');
  }
  const document = new DOMParser().parseFromString(html, 'text/html');
  return readHtmlTree([...(document.body?.childNodes ?? [])], access);
};
