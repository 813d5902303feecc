import { createActor } from 'xstate';
import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import { bindHighlight } from '../../adapters/browser/highlight.ts';
import type { HighlightBlockData } from '../../machines/highlight/codec.ts';
import { connect } from '../../machines/highlight/connect.ts';
import { highlightMachine } from '../../machines/highlight/machine.ts';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * Renders a highlight block into `container` with plain DOM, from the same `highlightMachine`,
 * `connect` and `bindHighlight` as the React component: the words around it as text, the
 * highlighted words in the root, the strokes in an SVG over them. Returns the cleanup.
 */
export function renderHighlight(container: HTMLElement, id: string, data: HighlightBlockData): () => void {
  const actor = createActor(highlightMachine, { input: { id, settings: data.settings } });
  const root = document.createElement('span');
  const text = document.createElement('span');
  text.textContent = data.text;
  const svg = document.createElementNS(SVG, 'svg');
  root.append(text, svg);
  let paths: SVGPathElement[] = [];

  const render = () => {
    const api = connect(actor.getSnapshot(), actor.send, normalizeProps);
    spreadProps(root, api.getRootProps());
    spreadProps(text, api.getTextProps());
    spreadProps(svg, api.getSvgProps());
    while (paths.length < api.strokes.length) {
      const path = document.createElementNS(SVG, 'path');
      svg.append(path);
      paths.push(path);
    }
    for (const path of paths.splice(api.strokes.length)) path.remove();
    paths.forEach((path, index) => spreadProps(path, api.getStrokeProps(index)));
  };

  // The React component renders on a state or box change, never per frame; so does this.
  let last: unknown;
  const subscription = actor.subscribe((snapshot) => {
    const key = [snapshot.value, snapshot.context.box, snapshot.context.resyncing, snapshot.context.progress];
    if (JSON.stringify(key) === last) return;
    last = JSON.stringify(key);
    render();
  });
  actor.start();
  render();
  container.replaceChildren(data.before, root, data.after);
  const unbind = bindHighlight(actor, { root });
  return () => {
    unbind();
    subscription.unsubscribe();
    actor.stop();
  };
}
