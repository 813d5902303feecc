/**
 * HTML that site owners write (banner text, embed code) is parsed by a real HTML parser in the
 * adapters (the browser's DOMParser; parse5 on the server, which follows the same WHATWG tree
 * construction) and reaches the machines as this plain tree: no DOM, no markup, just what
 * was parsed. Both adapters read their parser's tree through `readHtmlTree`, so the two give
 * the same tree for the same text.
 */

/** An attribute as written (the parser has already decoded its entities). */
export interface HtmlAttribute {
  name: string;
  value: string;
}

/** One node of owner HTML as an adapter's parser hands it over. */
export type HtmlNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; name: string; attributes: readonly HtmlAttribute[]; children: readonly HtmlNode[] };

/** Parses an HTML fragment (as a document's body) into the plain tree: the adapters' parsers. */
export type HtmlFragmentParser = (html: string) => HtmlNode[];

/** How `readHtmlTree` reads one parser's nodes. */
export interface HtmlTreeAccess<N> {
  /** 'text', 'element', or 'other' (comments, doctypes: skipped). */
  kindOf(node: N): 'text' | 'element' | 'other';
  /** Lower-case tag name of an element. */
  nameOf(node: N): string;
  attributesOf(node: N): readonly HtmlAttribute[];
  textOf(node: N): string;
  childrenOf(node: N): readonly N[];
}

/**
 * Elements nested deeper than this keep only their text: deep nesting is never markup a site
 * owner meant, and browsers flatten past 512 levels, so the two parsers' trees agree here.
 */
export const HTML_MAX_DEPTH = 32;
/** At most this many nodes are read; the rest of a huge fragment is dropped. */
export const HTML_MAX_NODES = 5_000;

/** Pushes `items` last first (so they pop in order), one by one: a huge list never becomes arguments. */
function pushReversed<T>(stack: T[], items: readonly T[]): void {
  for (let index = items.length - 1; index >= 0; index--) stack.push(items[index] as T);
}

/** The text of a subtree, in document order, read without recursion (any depth). */
function textContent<N>(root: N, access: HtmlTreeAccess<N>): string {
  const parts: string[] = [];
  const stack: N[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as N;
    const kind = access.kindOf(node);
    if (kind === 'text') parts.push(access.textOf(node));
    else if (kind === 'element') pushReversed(stack, access.childrenOf(node));
  }
  return parts.join('');
}

/**
 * Reads a parser's nodes into the plain tree, with the depth and size bounds above. Elements at
 * the depth bound become their text; nothing recurses deeper than the bound.
 */
export function readHtmlTree<N>(roots: readonly N[], access: HtmlTreeAccess<N>): HtmlNode[] {
  let budget = HTML_MAX_NODES;
  const read = (nodes: readonly N[], depth: number): HtmlNode[] => {
    const out: HtmlNode[] = [];
    for (const node of nodes) {
      if (budget <= 0) break;
      const kind = access.kindOf(node);
      if (kind === 'other') continue;
      budget -= 1;
      if (kind === 'text') {
        out.push({ kind: 'text', text: access.textOf(node) });
      } else if (depth >= HTML_MAX_DEPTH) {
        out.push({ kind: 'text', text: textContent(node, access) });
      } else {
        const attributes = access.attributesOf(node).map(({ name, value }) => ({ name, value }));
        out.push({ kind: 'element', name: access.nameOf(node), attributes, children: read(access.childrenOf(node), depth + 1) });
      }
    }
    return out;
  };
  return read(roots, 0);
}

/** The value of an element's attribute (the first, as HTML keeps it), or null. */
export function attributeOf(node: HtmlNode, name: string): string | null {
  if (node.kind !== 'element') return null;
  return node.attributes.find((attribute) => attribute.name === name)?.value ?? null;
}

/** Every element of the tree in document order (a pre-order walk, no recursion). */
export function elementsOf(nodes: readonly HtmlNode[]): Extract<HtmlNode, { kind: 'element' }>[] {
  const found: Extract<HtmlNode, { kind: 'element' }>[] = [];
  const stack: HtmlNode[] = [];
  pushReversed(stack, nodes);
  while (stack.length > 0) {
    const node = stack.pop() as HtmlNode;
    if (node.kind !== 'element') continue;
    found.push(node);
    pushReversed(stack, node.children);
  }
  return found;
}
