import type { DataLayer } from '../../adapters/browser/data-layer.ts';
import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import { bindSummary, createSummaryActor } from '../../adapters/browser/summary.ts';
import type { HtmlNode } from '../../machines/shared/html.ts';
import { connect } from '../../machines/summary/connect.ts';
import type { SummaryInput } from '../../machines/summary/types.ts';

/**
 * Builds DOM nodes from HTML nodes the summary machine has already sanitized, element by element
 * (never `innerHTML`: no markup is parsed here, and a `<script>` element built this way never runs).
 */
function buildNodes(doc: Document, nodes: readonly HtmlNode[]): Node[] {
  return nodes.map((node) => {
    if (node.kind === 'text') return doc.createTextNode(node.text);
    const element = doc.createElement(node.name);
    for (const { name, value } of node.attributes) element.setAttribute(name, value);
    element.append(...buildNodes(doc, node.children));
    return element;
  });
}

/**
 * Renders an events summary block into `container` with plain DOM, from the same
 * `summaryMachine`, `connect` and `bindSummary` as the React `SummaryBlock` [BLK-038]: the
 * page's own fallback content (the container's children, as the server wrote them) until the
 * widget rendering, fetched when the block comes near, replaces it, sanitized. Returns the cleanup.
 */
export function renderSummary(container: HTMLElement, dataLayer: DataLayer, input: SummaryInput): () => void {
  const actor = createSummaryActor(dataLayer, input);
  const doc = container.ownerDocument;
  const fallback = [...container.childNodes];
  const root = Object.assign(doc.createElement('div'), { className: 'sm-summary' });
  const content = Object.assign(doc.createElement('div'), { className: 'sm-summary-content' });
  const message = Object.assign(doc.createElement('p'), { className: 'sm-summary-message' });
  root.append(content, message);
  content.append(...fallback);
  let shown: readonly HtmlNode[] | null = null;

  const render = () => {
    const api = connect(actor.getSnapshot(), actor.send, normalizeProps);
    spreadProps(root, api.getRootProps());
    spreadProps(content, api.getContentProps());
    spreadProps(message, api.getMessageProps());
    message.textContent = api.message ?? '';
    if (api.status === 'rendered' && shown !== api.nodes) {
      shown = api.nodes;
      content.replaceChildren(...buildNodes(doc, api.nodes));
    }
  };
  const subscription = actor.subscribe(render);
  render();
  container.replaceChildren(root);
  actor.start();
  const unbind = bindSummary(actor, root);
  return () => {
    unbind();
    subscription.unsubscribe();
    actor.stop();
  };
}
