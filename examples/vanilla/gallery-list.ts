import { listBlockJson } from '../content/gallery-demo.ts';
import { renderGalleryBlocks } from './gallery-block.ts';

// The list of /demo/list: image and text rows; the scarf's row goes to its own address [GAL-014]
// (the other rows open the React page's lightbox: here they are pictures).
renderGalleryBlocks({ products: { json: listBlockJson, label: 'Products', priority: true } });
