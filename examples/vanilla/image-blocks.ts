import '../../ui/media.css';
import '../../ui/image-block.css';
import '../../ui/shape-block.css';
import '../site/site.css';
import { decodeImageBlock } from '../../machines/image-block/codec.ts';
import { decodeShapeBlock } from '../../machines/shape-block/codec.ts';
import { imageBlocksJson, shapeBlocksJson } from '../content/image-blocks-demo.ts';
import { renderImageBlock } from './render-image-block.ts';
import { renderShapeBlock } from './render-shape-block.ts';

// The same blocks as /demo/image-blocks and /demo/shapes, from the same machine and connect, without React.
for (const container of document.querySelectorAll<HTMLElement>('[data-image-block]')) {
  const name = container.dataset.imageBlock as keyof typeof imageBlocksJson;
  const decoded = decodeImageBlock(imageBlocksJson[name] ?? '');
  if (!decoded.ok) {
    console.warn(decoded.error, decoded.details);
    continue;
  }
  for (const warning of decoded.warnings) console.warn(warning);
  renderImageBlock(container, `vanilla-${name}`, decoded.data, { priority: name === 'inline', sizes: 'min(44rem, 100vw - 2.5rem)' });
}
const shapes = document.querySelector<HTMLElement>('[data-shapes]');
[...shapeBlocksJson.masks, ...shapeBlocksJson.decorative].forEach((json, index) => {
  const decoded = decodeShapeBlock(json);
  if (!decoded.ok || !shapes) return;
  const cell = document.createElement('div');
  shapes.append(cell);
  renderShapeBlock(cell, `vanilla-shape-${index + 1}`, decoded.data, { sizes: '10rem' });
});
