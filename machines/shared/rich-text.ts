import type { HtmlNode } from './html.ts';

/**
 * Site-owner text (the cookie banner's notice) as a typed, safe tree: paragraphs of text runs,
 * links with a safe address and emphasis. Nothing else of the owner's HTML survives, so a
 * renderer can draw it with its own elements and never inserts markup.
 */
export type RichInline =
  | { type: 'text'; text: string }
  | { type: 'link'; href: string; children: RichInline[] }
  | { type: 'emphasis'; strong: boolean; children: RichInline[] };

export interface RichParagraph {
  type: 'paragraph';
  children: RichInline[];
}

/** Safe rich text: paragraphs of inline runs, read from owner HTML. */
export type RichText = RichParagraph[];

/** Address schemes a link may have; anything else (javascript:, data:, vbscript:) is no link. */
export const SAFE_LINK_SCHEMES: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];

/** Elements that end one paragraph and start the next. */
const BLOCKS = new Set(['p', 'div', 'br', 'li', 'ul', 'ol', 'blockquote', 'section', 'article', 'header', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'tr', 'hr', 'address', 'pre', 'dl', 'dt', 'dd', 'figure', 'figcaption']);
/** Elements dropped with everything inside: never text a visitor should read. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'title', 'head', 'textarea', 'select', 'button', 'video', 'audio', 'canvas', 'frameset', 'frame', 'noembed', 'noframes', 'xmp', 'plaintext']);
const EMPHASIS: Readonly<Record<string, boolean>> = { em: false, i: false, strong: true, b: true };

/**
 * A link address a visitor may follow: an http(s), mailto or tel URL, or an address relative to
 * the page. The URL parser reads it as a browser would (control characters and spaces at the
 * ends dropped, tabs and newlines inside removed), so `java\tscript:` is seen as `javascript:`.
 * Returns the address to write, or null.
 */
export function safeHref(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href, 'https://site.invalid/');
  } catch {
    return null;
  }
  if (!SAFE_LINK_SCHEMES.includes(url.protocol)) return null;
  let absolute = true;
  try {
    new URL(href);
  } catch {
    absolute = false;
  }
  // Relative addresses stay relative (to the page); absolute ones are written as URL reads them.
  return absolute ? url.href : href.replace(/[\t\n\r]/g, '').trim();
}

type Inline = RichInline;

/** Joins neighbouring text runs and collapses white space as a browser shows it. */
function normalise(inlines: readonly Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const inline of inlines) {
    const last = out.at(-1);
    if (inline.type === 'text') {
      const text = inline.text.replace(/[\t\n\f\r ]+/g, ' ');
      if (text === '') continue;
      if (last?.type === 'text') last.text = (last.text + text).replace(/ {2,}/g, ' ');
      else out.push({ type: 'text', text });
    } else {
      const children = normalise(inline.children);
      if (children.length > 0) out.push({ ...inline, children });
    }
  }
  return out;
}

/** Trims the spaces at a paragraph's two ends (inside its first and last runs). */
function trimEnds(inlines: Inline[], side: 'start' | 'end'): Inline[] {
  const at = side === 'start' ? 0 : inlines.length - 1;
  const edge = inlines[at];
  if (!edge) return inlines;
  const copy = [...inlines];
  if (edge.type === 'text') {
    const text = side === 'start' ? edge.text.trimStart() : edge.text.trimEnd();
    if (text === '') return trimEnds(side === 'start' ? copy.slice(1) : copy.slice(0, -1), side);
    copy[at] = { type: 'text', text };
  } else {
    const children = trimEnds(edge.children, side);
    if (children.length === 0) return trimEnds(side === 'start' ? copy.slice(1) : copy.slice(0, -1), side);
    copy[at] = { ...edge, children };
  }
  return copy;
}

/**
 * The rich text of parsed owner HTML: block elements (and `<br>`) separate paragraphs, `<a>`
 * with a safe address is a link (an unsafe one keeps only its text), `<em>`/`<i>` and
 * `<strong>`/`<b>` are emphasis, scripts, styles and other embedded content are dropped with
 * what they hold, and every other element gives its content. White space is collapsed; empty
 * paragraphs are left out.
 */
export function richTextFromHtml(nodes: readonly HtmlNode[]): RichText {
  const paragraphs: Inline[][] = [[]];
  const breakParagraph = () => {
    if ((paragraphs.at(-1) ?? []).length > 0) paragraphs.push([]);
  };
  /** Inline content of `nodes`; blocks met at the top level break the paragraph. */
  const walk = (children: readonly HtmlNode[], target: Inline[] | null, inLink: boolean): Inline[] => {
    const out: Inline[] = target ?? [];
    for (const node of children) {
      if (node.kind === 'text') {
        (target === null ? (paragraphs.at(-1) as Inline[]) : out).push({ type: 'text', text: node.text });
        continue;
      }
      if (DROPPED.has(node.name)) continue;
      const sink = target === null ? (paragraphs.at(-1) as Inline[]) : out;
      if (BLOCKS.has(node.name)) {
        if (target === null) {
          breakParagraph();
          walk(node.children, null, inLink);
          breakParagraph();
        } else {
          // A block inside a link or emphasis: its text stays inline, a space apart.
          sink.push({ type: 'text', text: ' ' }, ...walk(node.children, [], inLink), { type: 'text', text: ' ' });
        }
        continue;
      }
      const emphasis = EMPHASIS[node.name];
      if (node.name === 'a' && !inLink) {
        const href = safeHrefOf(node);
        const content = walk(node.children, [], true);
        if (href === null) sink.push(...content);
        else sink.push({ type: 'link', href, children: content });
      } else if (emphasis !== undefined) {
        sink.push({ type: 'emphasis', strong: emphasis, children: walk(node.children, [], inLink) });
      } else if (target === null) {
        // Any other element is transparent: its content is read in its place, blocks included.
        walk(node.children, null, inLink);
      } else {
        sink.push(...walk(node.children, [], inLink));
      }
    }
    return out;
  };
  walk(nodes, null, false);
  return paragraphs
    .map((inlines) => trimEnds(trimEnds(normalise(inlines), 'start'), 'end'))
    .filter((inlines) => inlines.length > 0)
    .map((children) => ({ type: 'paragraph' as const, children }));
}

function safeHrefOf(node: Extract<HtmlNode, { kind: 'element' }>): string | null {
  const href = node.attributes.find((attribute) => attribute.name === 'href')?.value;
  return href === undefined ? null : safeHref(href);
}

/** Plain text of an inline run (links and emphasis give their text). */
export function inlineText(inlines: readonly RichInline[]): string {
  return inlines.map((inline) => (inline.type === 'text' ? inline.text : inlineText(inline.children))).join('');
}

/** Rich text of plain text: one paragraph per blank-line-separated block, never markup. */
export function plainRichText(text: string): RichText {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .map((part) => ({ type: 'paragraph', children: [{ type: 'text', text: part }] }));
}
