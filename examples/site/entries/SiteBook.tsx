// The browser's entry for site/pages/SiteBook.tsx (see entry-client.tsx's startPage for why a page has an entry).
import { startSitePage } from '../site-entry-client.tsx';
import { imageIsland } from '../site-blocks/islands.ts';
import { ImageSiteBlock } from '../site-blocks/ImageSiteBlock.tsx';
import * as pageModule from '../pages/SiteBook.tsx';

// The blocks that wake with this page (its first screen, or blocks that act untouched): their code comes with it.
imageIsland.provide(ImageSiteBlock);
startSitePage(pageModule);
