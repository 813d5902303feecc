// The browser's entry for site/pages/SiteCart.tsx (see entry-client.tsx's startPage for why a page has an entry).
import { startSitePage } from '../site-entry-client.tsx';
import { cartIsland } from '../site-blocks/islands.ts';
import { CartSiteBlock } from '../site-blocks/CartSiteBlock.tsx';
import * as pageModule from '../pages/SiteCart.tsx';

// The blocks that wake with this page (its first screen, or blocks that act untouched): their code comes with it.
cartIsland.provide(CartSiteBlock);
startSitePage(pageModule);
