import '../../ui/map.css';
import '../site/site.css';
import { decodeMapBlock } from '../../machines/map/codec.ts';
import { languageAndRegion } from '../../machines/map/logic.ts';
import { pierMapJson, studioMapJson } from '../content/map-demo.ts';
import { EXAMPLE_MAPS_KEY, EXAMPLE_SITE_LOCALE, STAND_IN_PROVIDER_SCRIPTS } from '../site/providers.ts';
import { renderMap } from './render-map.ts';

const blocks: Record<string, string> = { 'studio-map': studioMapJson, 'pier-map': pierMapJson };
// [MAP-019] The key, language and region of the page context; the example site's stand-in service.
const provider = { scriptUrl: STAND_IN_PROVIDER_SCRIPTS.maps, key: EXAMPLE_MAPS_KEY, ...languageAndRegion(EXAMPLE_SITE_LOCALE) };

for (const container of document.querySelectorAll<HTMLElement>('[data-block]')) {
  const id = container.dataset.block ?? '';
  const decoded = decodeMapBlock(blocks[id] ?? '');
  // [BLK-079] A block that does not decode is warned about and left unrendered.
  if (decoded.ok) renderMap(container, id, decoded.data, provider);
  else console.warn('Map block could not be read', decoded.details);
}
