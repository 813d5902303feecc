// The browser's entry for site/pages/SiteCart.tsx (see entry-client.tsx's startPage for why a page has an entry).
import { startSitePage } from '../site-entry-client.tsx';
import { cartIsland, headerCartIsland } from '../site-blocks/islands.ts';
import { CartSiteBlock } from '../site-blocks/CartSiteBlock.tsx';
import { provideSiteCartRunner } from '../site-cart.tsx';
import { HeaderCartBlock, SiteCartRunner } from '../SiteCartRunner.tsx';
import * as pageModule from '../pages/SiteCart.tsx';

// The blocks that wake with this page (its first screen, or blocks that act untouched): their code comes with it.
cartIsland.provide(CartSiteBlock);
// Its first screen shows the cart: the cart runs from the page's first render, the header's cart element with it.
provideSiteCartRunner(SiteCartRunner);
headerCartIsland.provide(HeaderCartBlock);
startSitePage(pageModule);
