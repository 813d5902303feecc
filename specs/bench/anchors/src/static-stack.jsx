// The anchors' page with PhotoSwipe's core bundled up front.
import { Gallery } from './GalleryStatic.jsx';
import { mountPage } from './page.jsx';

mountPage(Gallery);
