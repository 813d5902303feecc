// The browser's entry for site/pages/SiteGallery.tsx (see entry-client.tsx's startPage for why a page has an entry).
import { startSitePage } from '../site-entry-client.tsx';
import { galleryIsland } from '../site-blocks/islands.ts';
import { GalleryBlock } from '../pages/GalleryBlock.tsx';
import { provideGalleryLayouts } from '../../../ui/gallery/registry.ts';
import { Collection } from '../../../ui/gallery/Collection.tsx';
import * as pageModule from '../pages/SiteGallery.tsx';

// The blocks that wake with this page (its first screen, or blocks that act untouched): their code comes with it.
galleryIsland.provide(GalleryBlock);
// Its gallery is a grid: that layout's code, and no other's.
provideGalleryLayouts({ collection: Collection });
startSitePage(pageModule);
