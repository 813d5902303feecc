import { nightWalkBlockJson, slideshowBlockJson, swipeBlockJson } from '../content/gallery-demo.ts';
import { renderGalleryBlocks } from './gallery-block.ts';

// The three slideshows of /demo/gallery, with the same data and history.
renderGalleryBlocks({
  landscapes: { json: slideshowBlockJson, label: 'Landscapes', collection: '/vanilla/gallery-slideshow', priority: true },
  places: { json: swipeBlockJson, label: 'Places' },
  'night-walk': { json: nightWalkBlockJson, label: 'Night walk' },
});
