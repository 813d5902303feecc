// The browser's entry for site/pages/SiteMenu.tsx (see entry-client.tsx's startPage for why a page has an entry).
import { startSitePage } from '../site-entry-client.tsx';
import { menuIsland } from '../site-blocks/islands.ts';
import { MenuSiteBlock } from '../site-blocks/MenuSiteBlock.tsx';
import * as pageModule from '../pages/SiteMenu.tsx';

// The blocks that wake with this page (its first screen, or blocks that act untouched): their code comes with it.
menuIsland.provide(MenuSiteBlock);
startSitePage(pageModule);
