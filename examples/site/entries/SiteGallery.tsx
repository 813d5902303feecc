// The browser's entry for site/pages/SiteGallery.tsx (see entry-client.tsx's startPage for why a page has an entry).
import { startSitePage } from '../site-entry-client.tsx';
import { galleryIsland } from '../site-blocks/islands.ts';
import { itemIdFromLocation } from '../../../machines/gallery/history.ts';
import type { SitePageData } from '../site-blocks/types.ts';
import * as pageModule from '../pages/SiteGallery.tsx';

// The gallery is an island that wakes when it is seen (at once: it is the page's first screen;
// its pictures are the server's, a press before its code is here is replayed): its code, its
// layout's and the lightbox's are not in this page's first script. An address that names one of
// its pictures opens the lightbox with the page: then the gallery's code, and the lightbox's, are
// fetched before the page hydrates. A path that names one (`/gallery/bakes/sourdough`) the server
// saw: the gallery is eager, it hydrates with the page and its lightbox opens under any dialog the
// page opens later (Esc closes that one first). A hash (`#itemId=croissants`) only the browser sees.
startSitePage(pageModule, {
  before: (data) => {
    const gallery = (data as SitePageData).blocks.find((block) => block.type === 'gallery');
    if (gallery?.type !== 'gallery' || gallery.collection === undefined || (!gallery.eager && itemIdFromLocation({ pathname: location.pathname, hash: location.hash, state: history.state as unknown }, gallery.collection) === null)) return undefined;
    const props = { decoding: gallery.decoding, id: gallery.id, label: gallery.label, collection: gallery.collection, priority: gallery.priority };
    return Promise.all([galleryIsland.load(), galleryIsland.prepare(props), import('../../../ui/GalleryLightboxView.tsx')]);
  },
});
