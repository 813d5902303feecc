// The browser's entry for site/pages/ImageBlocksDemo.tsx (see startPage for why a page has an entry).
import { startPage } from '../entry-client.tsx';
import { imageBlockIsland } from '../blocks/islands.ts';
import { ImageBlockBlock } from '../blocks/ImageBlockBlock.tsx';
import * as pageModule from '../pages/ImageBlocksDemo.tsx';

// The first image block is on the first screen: its code comes with the page, and it hydrates at once.
imageBlockIsland.provide(ImageBlockBlock);
startPage(pageModule);
