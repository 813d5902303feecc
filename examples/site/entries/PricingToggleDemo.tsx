// The browser's entry for site/pages/PricingToggleDemo.tsx (see startPage for why a page has an entry).
import { startPage } from '../entry-client.tsx';
import { pricingIsland } from '../blocks/islands.ts';
import { PricingBlock } from '../blocks/PricingBlock.tsx';
import * as pageModule from '../pages/PricingToggleDemo.tsx';

// The memberships are on the first screen: their code comes with the page, and they hydrate at once.
pricingIsland.provide(PricingBlock);
startPage(pageModule);
