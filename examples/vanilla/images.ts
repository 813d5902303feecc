import '../site/site.css';
import '../../ui/media.css';
import { loadImageLoader, showPlainImages } from '../../adapters/browser/image-loader-on-demand.ts';

// The image loader is fetched because this page has images; if it cannot be, 'Loader2 not
// found' is logged [GAL-082] and the pictures show at their plain source.
const loader = await loadImageLoader();
document.body.dataset.imageLoader = loader ? 'loaded' : 'missing';

if (loader === null) {
  showPlainImages(document);
} else {
  const { loadImageElement, loadImagesIn } = loader;
  // The one real image: loaded at the width step its box needs, focal point placed [MEDIA-020].
  void loadImageElement(document.getElementById('photo'));

  // [MEDIA-022] Each refusal shows its catalogue message.
  const list = document.getElementById('errors');
  const attempts: (() => unknown)[] = [
    () => loadImageElement(null),
    () => loadImageElement('a string'),
    () => loadImageElement(document.getElementById('not-an-image')),
    () => loadImageElement(document.getElementById('no-source')),
    () => loadImagesIn(null),
    () => loadImagesIn(document.getElementById('empty')),
  ];
  for (const attempt of attempts) {
    let message = 'no error';
    try {
      await attempt();
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    const item = document.createElement('li');
    item.textContent = message;
    list?.append(item);
  }
}
