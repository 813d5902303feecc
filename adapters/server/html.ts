import { parse } from 'parse5';
import { readHtmlTree, type HtmlFragmentParser, type HtmlNode, type HtmlTreeAccess } from '../../machines/shared/html.ts';

/** The parts of parse5's default tree nodes this reads. */
interface Parse5Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Parse5Node[];
}

const access: HtmlTreeAccess<Parse5Node> = {
  kindOf: (node) => (node.nodeName === '#text' ? 'text' : node.tagName !== undefined ? 'element' : 'other'),
  nameOf: (node) => node.tagName ?? '',
  attributesOf: (node) => node.attrs ?? [],
  textOf: (node) => node.value ?? '',
  // A template's content is parse5's `content`, not among its children, as in the DOM.
  childrenOf: (node) => node.childNodes ?? [],
};

/**
 * Parses an HTML fragment on the server as the browser's DOMParser does (site-machines/adapters/
 * browser): parse5 implements the WHATWG parsing algorithm the browsers implement, so the whole
 * text is parsed as a document with scripting off and the body's children are read into the same
 * plain tree. Chosen over htmlparser2, which is faster but forgiving in its own way (it does not
 * close `<p>` or reparent misnested tags as browsers do), so its tree would differ from the
 * browser's and server-rendered text would not match hydration.
 */
export const parseHtmlFragment: HtmlFragmentParser = (html: string): HtmlNode[] => {
  const document = parse(html, { scriptingEnabled: false }) as unknown as Parse5Node;
  const root = document.childNodes?.find((node) => node.tagName === 'html');
  const body = root?.childNodes?.find((node) => node.tagName === 'body' || node.tagName === 'frameset');
  return readHtmlTree(body?.childNodes ?? [], access);
};
