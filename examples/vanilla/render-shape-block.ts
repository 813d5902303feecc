import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import type { DecodedShapeBlock } from '../../machines/shape-block/codec.ts';
import { connect } from '../../machines/shape-block/connect.ts';
import { renderImage } from './render-image.ts';

const SVG = 'http://www.w3.org/2000/svg';

/** Renders a shape block into `container` with plain DOM, from the same `connect` as the React component. */
export function renderShapeBlock(container: HTMLElement, id: string, block: DecodedShapeBlock, options: { sizes?: string } = {}): void {
  const api = connect(block, id, normalizeProps);
  const figure = document.createElement('figure');
  spreadProps(figure, api.getRootProps());
  const svg = document.createElementNS(SVG, 'svg');
  spreadProps(svg, api.getSvgProps());
  const path = document.createElementNS(SVG, 'path');
  spreadProps(path, api.getPathProps());
  if (api.kind === 'mask' && block.image) {
    const defs = document.createElementNS(SVG, 'defs');
    const clip = document.createElementNS(SVG, 'clipPath');
    spreadProps(clip, api.getClipPathProps());
    clip.append(path);
    defs.append(clip);
    svg.append(defs);
    const media = document.createElement('div');
    spreadProps(media, api.getMediaProps());
    media.append(renderImage({ src: block.image.src, dimensions: block.image.dimensions, focalPoint: block.image.focalPoint, fixedRatio: api.aspectPercent / 100, alt: block.image.alt, sizes: options.sizes }));
    figure.append(svg, media);
  } else {
    svg.append(path);
    figure.append(svg);
  }
  if (block.caption) {
    const caption = document.createElement('figcaption');
    spreadProps(caption, api.getCaptionProps());
    caption.textContent = block.caption;
    figure.setAttribute('aria-labelledby', api.getCaptionProps().id);
    figure.append(caption);
  }
  container.replaceChildren(figure);
}
