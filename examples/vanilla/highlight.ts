import '../../ui/highlight.css';
import '../site/site.css';
import '../site/highlight-demo.css';
import { decodeHighlightBlock } from '../../machines/highlight/codec.ts';
import { damagedHighlightJson, heroHighlightJson, oddHighlightJson, shapeCardJsons, shapeCards, visitHighlightJson } from '../content/highlight-demo.ts';
import { renderHighlight } from './render-highlight.ts';

const blocks: Record<string, string> = { hero: heroHighlightJson, visit: visitHighlightJson, odd: oddHighlightJson, damaged: damagedHighlightJson };
shapeCards.forEach(({ title }, index) => (blocks[`card-${title}`] = shapeCardJsons[index] ?? ''));

for (const container of document.querySelectorAll<HTMLElement>('[data-block]')) {
  const id = container.dataset.block ?? '';
  const decoded = decodeHighlightBlock(blocks[id] ?? '');
  // [BLK-079] A block that does not decode is warned about and left unrendered.
  if (decoded.ok) renderHighlight(container, id, decoded.data);
  else console.warn(decoded.error, decoded.details);
}

// "Larger text" grows the heading with a transition: the highlight resyncs to it (BLK-050).
const larger = document.querySelector<HTMLButtonElement>('[data-larger]');
larger?.addEventListener('click', () => {
  const large = larger.getAttribute('aria-pressed') !== 'true';
  larger.setAttribute('aria-pressed', String(large));
  document.getElementById('visit-title')?.classList.toggle('bakery-visit-large', large);
});
