import '../../ui/gallery.css';
import '../../ui/media.css';
import '../site/site.css';
import { decodeGalleryBlock } from '../../machines/gallery/codec.ts';
import { standInPlayer } from '../site/stand-in-player.ts';
import { renderGallery, type VanillaGalleryOptions } from './render-gallery.ts';

/** What a block's box is on this site (site.css: `main` at most 44rem wide), for its pictures' `sizes`. */
const BLOCK_WIDTH = 'min(44rem, 100vw - 2.5rem)';

/**
 * Renders the page's gallery blocks: each `[data-gallery]` container gets the block JSON its
 * name maps to, decoded at the edge; a block that does not decode is logged and shows the
 * fallback notice [GAL-076], as the React `GalleryFallback` does.
 */
export function renderGalleryBlocks(
  blocks: Record<string, { json: string; label: string } & Omit<VanillaGalleryOptions, 'id' | 'label'>>): void {
  for (const container of document.querySelectorAll<HTMLElement>('[data-gallery]')) {
    const id = container.dataset.gallery ?? '';
    const entry = blocks[id];
    if (!entry) continue;
    const { json, ...options } = entry;
    const decoding = decodeGalleryBlock(json);
    if (decoding.ok) {
      renderGallery(container, decoding.data, { blockWidth: BLOCK_WIDTH, resolveVideoSrc: (src) => standInPlayer(src), ...options, id });
      continue;
    }
    console.error(decoding.error, decoding.details);
    const note = document.createElement('div');
    note.className = 'sm-gallery-fallback';
    note.setAttribute('role', 'note');
    note.setAttribute('aria-label', options.label);
    note.dataset.error = decoding.error;
    note.textContent = 'This gallery cannot be shown.';
    container.replaceChildren(note);
  }
}
