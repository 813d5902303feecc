import type { HtmlNode } from '../shared/html.ts';
import { safeHref } from '../shared/rich-text.ts';
import { WIDGET_HTML_ATTRIBUTES, WIDGET_HTML_DROPPED, WIDGET_HTML_ELEMENTS } from './constants.ts';

const kept = new Set<string>(WIDGET_HTML_ELEMENTS);
const dropped = new Set<string>(WIDGET_HTML_DROPPED);
const attributes = new Set<string>(WIDGET_HTML_ATTRIBUTES);

/** An image address: http(s) or a path on the site; nothing else (no data:, no javascript:). */
function safeSrc(src: string): string | null {
  const value = src.trim();
  if (/^(https?:)?\/\//i.test(value) || /^\/(?!\/)/.test(value)) return value;
  return null;
}

/**
 * [BLK-038] Widget HTML made safe to put in the page: only the listed elements and attributes,
 * links and images with safe addresses (a link without one is unwrapped to its text), links with a safe rel; scripts, styles, frames,
 * forms and their content dropped; unknown elements unwrapped. Nothing left can run.
 */
export function sanitizeWidgetNodes(nodes: readonly HtmlNode[]): HtmlNode[] {
  const clean: HtmlNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'text') {
      clean.push(node);
      continue;
    }
    if (dropped.has(node.name)) continue;
    const children = sanitizeWidgetNodes(node.children);
    if (!kept.has(node.name)) {
      clean.push(...children);
      continue;
    }
    const safe = node.attributes.flatMap(({ name, value }) => {
      if (!attributes.has(name)) return [];
      if (name === 'href') {
        const href = node.name === 'a' ? safeHref(value) : null;
        return href === null ? [] : [{ name, value: href }];
      }
      if (name === 'src') {
        const src = node.name === 'img' ? safeSrc(value) : null;
        return src === null ? [] : [{ name, value: src }];
      }
      return [{ name, value }];
    });
    const linked = safe.some((attribute) => attribute.name === 'href');
    // A link whose address is refused is no link: its text stays, unwrapped (an `<a>` without
    // `href` is neither followed nor focused, and crawlers read it as a broken link).
    if (node.name === 'a' && !linked) {
      clean.push(...children);
      continue;
    }
    if (node.name === 'a') safe.push({ name: 'rel', value: 'noopener noreferrer' });
    clean.push({ kind: 'element', name: node.name, attributes: safe, children: node.name === 'img' || node.name === 'br' ? [] : children });
  }
  return clean;
}
