import '../../ui/block-animation.css';
import '../site/site.css';
import '../site/animations-demo.css';
import { decodeBlockAnimation } from '../../machines/block-animation/codec.ts';
import { parseJson } from '../../machines/shared/decode.ts';
import { renderBlockAnimation } from './render-block-animation.ts';
import { renderShrinkText } from './render-text-shrink.ts';

// [BLK-008] `?edit` shows the page as the editor does: no block animates.
const editMode = new URLSearchParams(window.location.search).has('edit');

// Each block's settings are untrusted JSON in its `data-animation-settings`: decoded with fallbacks.
for (const root of document.querySelectorAll<HTMLElement>('[data-animation-settings]')) {
  const parsed = parseJson(root.dataset.animationSettings ?? '');
  const { data: settings, details } = decodeBlockAnimation(parsed.ok ? parsed.value : undefined);
  if (!parsed.ok || details.length > 0) console.warn(`Block ${root.id}: animation settings fell back`, parsed.ok ? details : [parsed.message]);
  renderBlockAnimation(root, settings, editMode);
}

for (const container of document.querySelectorAll<HTMLElement>('[data-shrink]')) {
  const text = container.firstElementChild;
  const maxFontSize = Number(container.dataset.shrink);
  if (text instanceof HTMLElement && Number.isFinite(maxFontSize) && maxFontSize > 0) renderShrinkText(container, text, maxFontSize);
}
if (editMode) document.querySelector('[data-fact="mode"]')?.replaceChildren(' Edit mode: nothing animates.');
