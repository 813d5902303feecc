// The browser's entry for site/pages/SiteContact.tsx (see startPage for why a page has an entry).
import { startPage } from '../entry-client.tsx';
import { contactFormIsland } from '../blocks/islands.ts';
import { ContactFormBlock } from '../blocks/ContactFormBlock.tsx';
import { mapIsland } from '../site-blocks/islands.ts';
import { MapSiteBlock } from '../site-blocks/MapSiteBlock.tsx';
import * as pageModule from '../pages/SiteContact.tsx';

// The blocks that wake with this page (its first screen, or blocks that act untouched): their code comes with it.
mapIsland.provide(MapSiteBlock);
contactFormIsland.provide(ContactFormBlock);
startPage(pageModule);
