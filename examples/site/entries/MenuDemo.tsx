// The browser's entry for site/pages/MenuDemo.tsx (see startPage for why a page has an entry).
import { startPage } from '../entry-client.tsx';
import { menuTabsIsland } from '../blocks/islands.ts';
import { MenuTabsBlock } from '../blocks/MenuTabsBlock.tsx';
import * as pageModule from '../pages/MenuDemo.tsx';

// The dinner menu is on the first screen: its code comes with the page, and it hydrates at once.
menuTabsIsland.provide(MenuTabsBlock);
startPage(pageModule);
