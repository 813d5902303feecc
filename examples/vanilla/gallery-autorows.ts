import { autorowsBlockJson } from '../content/gallery-demo.ts';
import { renderGalleryBlocks } from './gallery-block.ts';

// The journal of /demo/autorows: justified rows at each picture's ratio [GAL-091] (the React
// page's lightbox and its autoplay are not part of the plain-DOM renderer: here they are pictures).
renderGalleryBlocks({ journal: { json: autorowsBlockJson, label: 'Journal', priority: true } });
