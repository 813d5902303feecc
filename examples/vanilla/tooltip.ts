import '../../ui/tooltip.css';
import '../site/site.css';
import { decodeTooltipData } from '../../machines/tooltip/codec.ts';
import { renderTooltip } from './render-tooltip.ts';

// Each trigger declares its tip in markup (`data-tooltip`): untrusted text, decoded at the edge.
for (const trigger of document.querySelectorAll<HTMLElement>('[data-tooltip]')) {
  const decoded = decodeTooltipData({ text: trigger.dataset.tooltip, id: trigger.dataset.tooltipId });
  if (!decoded.ok) {
    console.warn(decoded.error, decoded.details);
    continue;
  }
  renderTooltip(trigger, decoded.data.id ?? trigger.id, decoded.data);
}
