// The browser's entry for site/pages/HighlightDemo.tsx (see startPage for why a page has an entry).
import { startPage } from '../entry-client.tsx';
import { highlightHeadingIsland } from '../blocks/islands.ts';
import { HighlightHeadingBlock } from '../blocks/HighlightBlocks.tsx';
import * as pageModule from '../pages/HighlightDemo.tsx';

// The hero's heading is on the first screen (it plays 250 ms after ready): its code comes with the page.
highlightHeadingIsland.provide(HighlightHeadingBlock);
startPage(pageModule);
