// The browser's entry for site/pages/LightboxDemo.tsx (see startPage for why a page has an entry).
import { startPage } from '../entry-client.tsx';
import { galleryIsland } from '../blocks/islands.ts';
import { GalleryBlock } from '../pages/GalleryBlock.tsx';
import { provideGalleryLayouts } from '../../../ui/gallery/registry.ts';
import { Slideshow } from '../../../ui/gallery/Slideshow.tsx';
import { Collection } from '../../../ui/gallery/Collection.tsx';
import * as pageModule from '../pages/LightboxDemo.tsx';

// The page's first screen is a gallery: its code, and the code of the layout it shows (no other
// layout's), come with the page, and it hydrates at once.
galleryIsland.provide(GalleryBlock);
provideGalleryLayouts({ slideshow: Slideshow, collection: Collection });
startPage(pageModule);
