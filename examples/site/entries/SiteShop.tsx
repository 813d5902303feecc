// The browser's entry for site/pages/SiteShop.tsx (see entry-client.tsx's startPage for why a page has an entry).
import { startSitePage } from '../site-entry-client.tsx';
import { productsIsland } from '../site-blocks/islands.ts';
import { ProductsSiteBlock } from '../site-blocks/ProductsSiteBlock.tsx';
import * as pageModule from '../pages/SiteShop.tsx';

// The blocks that wake with this page (its first screen, or blocks that act untouched): their code comes with it.
productsIsland.provide(ProductsSiteBlock);
startSitePage(pageModule);
