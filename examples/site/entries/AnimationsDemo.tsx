// The browser's entry for site/pages/AnimationsDemo.tsx (see startPage for why a page has an entry).
import { startPage } from '../entry-client.tsx';
import { shrinkHeadingIsland } from '../blocks/islands.ts';
import { ShrinkHeadingBlock } from '../blocks/ShrinkHeadingBlock.tsx';
import * as pageModule from '../pages/AnimationsDemo.tsx';

// The heading that shrinks to fit is on the first screen: its code comes with the page.
shrinkHeadingIsland.provide(ShrinkHeadingBlock);
startPage(pageModule);
