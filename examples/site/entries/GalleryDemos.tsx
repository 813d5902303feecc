// The browser's entry for site/pages/GalleryDemos.tsx, its slideshow routes (see startPage for why a page has an entry).
import { startPage } from '../entry-client.tsx';
import { galleryIsland } from '../blocks/islands.ts';
import { GalleryBlock } from '../pages/GalleryBlock.tsx';
import { provideGalleryLayouts } from '../../../ui/gallery/registry.ts';
import { Slideshow } from '../../../ui/gallery/Slideshow.tsx';
import * as pageModule from '../pages/GalleryDemos.tsx';

// The page's first screen is a gallery: its code, and the code of the layout it shows (no other
// layout's), come with the page, and it hydrates at once.
galleryIsland.provide(GalleryBlock);
provideGalleryLayouts({ slideshow: Slideshow });
startPage(pageModule);
