// The browser's entry for site/pages/SiteShop.tsx (see entry-client.tsx's startPage for why a page has an entry).
import { startSitePage } from '../site-entry-client.tsx';
import { headerCartIsland, productsIsland } from '../site-blocks/islands.ts';
import { ProductsSiteBlock } from '../site-blocks/ProductsSiteBlock.tsx';
import { provideSiteCartRunner } from '../site-cart.tsx';
import { HeaderCartBlock, SiteCartRunner } from '../SiteCartRunner.tsx';
import * as pageModule from '../pages/SiteShop.tsx';

// The blocks that wake with this page (its first screen, or blocks that act untouched): their code comes with it.
productsIsland.provide(ProductsSiteBlock);
// Its first screen shows the cart: the cart runs from the page's first render, the header's cart element with it.
provideSiteCartRunner(SiteCartRunner);
headerCartIsland.provide(HeaderCartBlock);
startSitePage(pageModule);
