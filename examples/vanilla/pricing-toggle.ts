import '../../ui/pricing-toggle.css';
import '../site/site.css';
import { decodePricingBlock } from '../../machines/pricing-toggle/codec.ts';
import type { PricingOption } from '../../machines/pricing-toggle/logic.ts';
import { damagedPricingJson, membershipPricingJson, passesPricingJson } from '../content/pricing-demo.ts';
import { renderPricingToggle } from './render-pricing-toggle.ts';

const blocks: Record<string, string> = { membership: membershipPricingJson, passes: passesPricingJson, damaged: damagedPricingJson };
const fact = document.querySelector<HTMLElement>('[data-fact="switches"]');
const switches: PricingOption[] = [];

for (const container of document.querySelectorAll<HTMLElement>('[data-block]')) {
  const id = container.dataset.block ?? '';
  const decoded = decodePricingBlock(blocks[id] ?? '');
  // [BLK-079] A block that does not decode is warned about and left unrendered.
  if (!decoded.ok) {
    console.warn(decoded.error, decoded.details);
    continue;
  }
  renderPricingToggle(container, id, decoded.data, (option) => {
    switches.push(option);
    if (fact && id === 'membership') fact.textContent = `Switches: ${switches.join(', ')}`;
  });
}
