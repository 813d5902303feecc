// The browser's entry for site/pages/DamagedBlocksDemo.tsx (see startPage for why a page has an entry).
import { startPage } from '../entry-client.tsx';
import { galleryIsland } from '../blocks/islands.ts';
import { GalleryBlock } from '../pages/GalleryBlock.tsx';
import * as pageModule from '../pages/DamagedBlocksDemo.tsx';

// The page's first screen is a gallery: its code comes with the page, and it hydrates at once.
galleryIsland.provide(GalleryBlock);
startPage(pageModule);
