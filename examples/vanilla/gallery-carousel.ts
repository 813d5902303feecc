import { carouselBlockJson } from '../content/gallery-demo.ts';
import { renderGalleryBlocks } from './gallery-block.ts';

// The carousel of /demo/carousel (its lightbox is the React page's: here a slide is a picture).
renderGalleryBlocks({ objects: { json: carouselBlockJson, label: 'Objects', priority: true } });
