// The browser's entry for site/pages/SiteContact.tsx (see entry-client.tsx's startPage for why a page has an entry).
import { startSitePage } from '../site-entry-client.tsx';
import { contactFormIsland } from '../site-blocks/islands.ts';
import { ContactFormBlock } from '../blocks/ContactFormBlock.tsx';
import * as pageModule from '../pages/SiteContact.tsx';

// The blocks that wake with this page (its first screen, or blocks that act untouched): their code comes with it.
contactFormIsland.provide(ContactFormBlock);
startSitePage(pageModule);
