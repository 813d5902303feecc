// The browser's entry for site/pages/SiteHome.tsx (see entry-client.tsx's startPage for why a page has an entry).
import { startSitePage } from '../site-entry-client.tsx';
import { highlightIsland, imageIsland, marqueeIsland } from '../site-blocks/islands.ts';
import { HighlightSiteBlock } from '../site-blocks/HighlightSiteBlock.tsx';
import { ImageSiteBlock } from '../site-blocks/ImageSiteBlock.tsx';
import { MarqueeSiteBlock } from '../site-blocks/MarqueeSiteBlock.tsx';
import * as pageModule from '../pages/SiteHome.tsx';

// The blocks that wake with this page (its first screen, or blocks that act untouched): their code comes with it.
imageIsland.provide(ImageSiteBlock);
highlightIsland.provide(HighlightSiteBlock);
// The marquee (fourth block) moves untouched and is on a desktop's first screen: it wakes with the page.
marqueeIsland.provide(MarqueeSiteBlock);
startSitePage(pageModule);
