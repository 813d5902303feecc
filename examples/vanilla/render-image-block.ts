import { createActor } from 'xstate';
import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import { bindImageBlock } from '../../adapters/browser/image-block.ts';
import type { DecodedImageBlock } from '../../machines/image-block/codec.ts';
import { connect } from '../../machines/image-block/connect.ts';
import { imageBlockMachine } from '../../machines/image-block/machine.ts';
import { renderImage } from './render-image.ts';

/**
 * Renders an image block into `container` with plain DOM, from the same `imageBlockMachine`,
 * `connect` and `bindImageBlock` as the React component. Returns its cleanup.
 */
export function renderImageBlock(container: HTMLElement, id: string, block: DecodedImageBlock, options: { priority?: boolean; sizes?: string } = {}): () => void {
  const actor = createActor(imageBlockMachine, { input: {} });
  const element = (tag: string, text?: string) => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const root = element('div');
  const layout = element('div');
  const media = element('div');
  root.append(layout);
  layout.append(media);
  let frame: HTMLElement | null = null;
  let video: HTMLElement | null = null;
  if (block.video) {
    video = element('div');
    frame = element('iframe');
    video.append(frame);
    media.append(video);
  } else {
    media.append(
      renderImage({
        src: block.image.src,
        dimensions: block.image.dimensions,
        focalPoint: block.image.focalPoint,
        alt: block.image.alt,
        sizes: options.sizes,
        loading: options.priority ? 'eager' : 'lazy',
        priority: options.priority ? 'high' : undefined,
      }),
    );
  }
  const content = block.title || block.body || block.button ? element('div') : null;
  const title = block.title ? element('h3', block.title) : null;
  const body = block.body ? element('p', block.body) : null;
  const button = block.button ? element('a', block.button.label) : null;
  if (content) {
    for (const part of [title, body, button]) if (part) content.append(part);
    layout.append(content);
  }
  const render = () => {
    const api = connect(actor.getSnapshot(), actor.send, normalizeProps, { id, variant: block.variant, videoRatio: block.video?.ratio });
    spreadProps(root, api.getRootProps());
    spreadProps(layout, api.getLayoutProps());
    spreadProps(media, api.getMediaProps());
    if (video && frame && block.video) {
      spreadProps(video, api.getVideoProps());
      spreadProps(frame, api.getFrameProps(block.video.src, block.video.title));
    }
    if (content) spreadProps(content, api.getContentProps());
    if (title) spreadProps(title, api.getTitleProps());
    if (body) spreadProps(body, api.getBodyProps());
    if (button && block.button) spreadProps(button, { ...api.getButtonProps(), href: block.button.href });
  };
  const subscription = actor.subscribe(render);
  actor.start();
  render();
  container.replaceChildren(root);
  const unbind = bindImageBlock(actor, root);
  return () => {
    unbind();
    subscription.unsubscribe();
    actor.stop();
  };
}
