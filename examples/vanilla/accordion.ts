import '../../ui/accordion.css';
import '../site/site.css';
import { decodeAccordionBlock } from '../../machines/accordion/codec.ts';
import { damagedBlockJson, detailsBlockJson, faqBlockJson } from '../content/accordion-demo.ts';
import { renderAccordion } from './render-accordion.ts';

const blocks: Record<string, string> = { faq: faqBlockJson, details: detailsBlockJson, damaged: damagedBlockJson };

for (const container of document.querySelectorAll<HTMLElement>('[data-block]')) {
  const id = container.dataset.block ?? '';
  const decoded = decodeAccordionBlock(blocks[id] ?? '');
  // [BLK-079] A block that does not decode is warned about and left unrendered.
  if (decoded.ok) renderAccordion(container, id, decoded.data);
  else console.warn(decoded.error, decoded.details);
}
