import '../../ui/tabs.css';
import '../site/site.css';
import { decodeMenuBlock } from '../../machines/tabs/codec.ts';
import { brunchMenuJson, dinnerMenuJson, noTabMenuJson, oneTabMenuJson } from '../content/menu-demo.ts';
import { renderMenuTabs } from './render-tabs.ts';

const blocks: Record<string, string> = { dinner: dinnerMenuJson, brunch: brunchMenuJson, kids: oneTabMenuJson, empty: noTabMenuJson };
const brunchFact = document.querySelector<HTMLElement>('[data-fact="brunch-tab"]');

for (const container of document.querySelectorAll<HTMLElement>('[data-block]')) {
  const id = container.dataset.block ?? '';
  const decoded = decodeMenuBlock(blocks[id] ?? '');
  // [BLK-079] A block that does not decode is warned about and left unrendered.
  if (!decoded.ok) {
    console.warn(decoded.error, decoded.details);
    continue;
  }
  if (id !== 'brunch') {
    renderMenuTabs(container, id, decoded.data);
    continue;
  }
  // The brunch menu is controlled: the page keeps its tab, accepts each request and moves it with its own buttons.
  const setTab = (value: string) => {
    brunch.setValue(value);
    if (brunchFact) brunchFact.textContent = `Showing: ${value}`;
  };
  const brunch = renderMenuTabs(container, id, decoded.data, { value: 'sweet', onValueChange: setTab });
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-pick]')) {
    button.addEventListener('click', () => setTab(button.dataset.pick ?? ''));
  }
}
