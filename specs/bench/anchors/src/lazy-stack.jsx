// The anchors' page with PhotoSwipe's core loaded on the first open, as its docs advise.
import { Gallery } from './GalleryLazy.jsx';
import { mountPage } from './page.jsx';

mountPage(Gallery);
