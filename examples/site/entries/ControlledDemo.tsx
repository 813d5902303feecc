// The browser's entry for site/pages/ControlledDemo.tsx (see startPage for why a page has an entry).
import { startPage } from '../entry-client.tsx';
import { provideGalleryLayouts } from '../../../ui/gallery/registry.ts';
import { Slideshow } from '../../../ui/gallery/Slideshow.tsx';
import * as pageModule from '../pages/ControlledDemo.tsx';

// The page's slideshow hydrates with the page: its layout's code comes with it.
provideGalleryLayouts({ slideshow: Slideshow });
startPage(pageModule);
