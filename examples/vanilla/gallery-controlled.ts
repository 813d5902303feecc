import '../../ui/gallery.css';
import '../../ui/media.css';
import '../site/site.css';
import { decodeGalleryBlock } from '../../machines/gallery/codec.ts';
import { controlledBlockJson } from '../content/gallery-demo.ts';
import { renderGallery, type VanillaGallery } from './render-gallery.ts';

// A slideshow whose index the page owns, as on /demo/controlled: the gallery's own controls ask
// for a change (indexChange), which the page makes; the page's buttons set it (one names no
// slide: the gallery refuses it and reports the slide it keeps).
const NO_SUCH_SLIDE = 99;
const container = document.querySelector<HTMLElement>('[data-gallery-root="controlled-gallery"]');
const fact = document.querySelector<HTMLElement>('[data-fact="gallery-index"]');
const buttons = document.querySelector<HTMLElement>('[data-set-index-buttons]');
const decoding = decodeGalleryBlock(controlledBlockJson);
let index = 0;
let gallery: VanillaGallery | null = null;
const setIndex = (next: number) => {
  index = next;
  if (fact) fact.textContent = `Slide shown: ${index + 1}`;
  gallery?.setIndex(index);
};

if (!decoding.ok) console.error(decoding.error, decoding.details);
else if (container && buttons) {
  gallery = renderGallery(container, decoding.data, {
    id: 'controlled-gallery',
    label: 'Controlled slideshow',
    blockWidth: 'min(44rem, 100vw - 2.5rem)',
    controlled: { index, onIndexChange: setIndex },
  });
  for (const at of [...decoding.data.slides.map((_, slide) => slide), NO_SUCH_SLIDE]) {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.gallery = 'controlled-gallery';
    button.dataset.setIndex = String(at);
    button.textContent = `Show slide ${at + 1}`;
    button.addEventListener('click', () => setIndex(at));
    buttons.append(button, ' ');
  }
  setIndex(index);
}
