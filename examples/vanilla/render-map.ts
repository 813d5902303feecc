import { bindMap, createMapActor } from '../../adapters/browser/map.ts';
import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import { connect } from '../../machines/map/connect.ts';
import type { DecodedMapBlock, MapsProvider } from '../../machines/map/types.ts';

/**
 * Renders a map block into `container` with plain DOM from the same `mapMachine`, `connect` and
 * `bindMap` as the React `MapBlock`: the address and the link out at once, the map drawn by the
 * maps service once the block comes near. Returns the cleanup.
 */
export function renderMap(container: HTMLElement, id: string, block: DecodedMapBlock, provider: MapsProvider): () => void {
  const actor = createMapActor({ id, block, provider });
  const doc = container.ownerDocument;
  const root = doc.createElement('div');
  root.className = 'sm-map';
  const frame = doc.createElement('div');
  frame.className = 'sm-map-frame';
  const canvas = doc.createElement('div');
  canvas.className = 'sm-map-canvas';
  const placeholder = doc.createElement('div');
  placeholder.className = 'sm-map-placeholder';
  const message = doc.createElement('p');
  message.className = 'sm-map-message';
  frame.append(canvas, placeholder, message);
  const address = doc.createElement('address');
  address.className = 'sm-map-address';
  const title = doc.createElement('strong');
  title.className = 'sm-map-title';
  const link = doc.createElement('a');
  link.className = 'sm-map-link';
  root.append(frame, address);

  const render = () => {
    const api = connect(actor.getSnapshot(), actor.send, normalizeProps);
    spreadProps(root, api.getRootProps());
    spreadProps(canvas, api.getCanvasProps());
    spreadProps(placeholder, api.getPlaceholderProps());
    spreadProps(message, api.getMessageProps());
    message.textContent = api.message ?? '';
    spreadProps(address, api.getAddressProps());
    spreadProps(title, api.getTitleProps());
    spreadProps(link, api.getLinkProps());
    title.textContent = api.location.addressTitle;
    link.textContent = api.linkText;
    const lines = api.addressLines.map((line) => Object.assign(doc.createElement('span'), { className: 'sm-map-line', textContent: line }));
    address.replaceChildren(...(api.location.addressTitle ? [title] : []), ...lines, link);
  };
  const subscription = actor.subscribe(render);
  render();
  container.replaceChildren(root);
  actor.start();
  const unbind = bindMap(actor, root);
  return () => {
    unbind();
    subscription.unsubscribe();
    actor.stop();
  };
}
