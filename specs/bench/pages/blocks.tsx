// Blocks of the pages `npm run size` measures (./anchor-matched.tsx, ./every-block.tsx), each
// imported from its own file the way the example site's pages import them, each rendered and
// used. Content is read from the page (JSON in the HTML, as a published page carries it), so no
// bundle counts content; the anchors' page (../anchors/src) reads its own the same way.
import { useState, type ReactNode } from 'react';
import { blockText } from './page-shell.ts';
import { decodeAccordionBlock } from '../../../machines/accordion/codec.ts';
import { decodeFormBlock, formInputOfBlock, type FormBlockData } from '../../../machines/form/codec.ts';
import { decodeGalleryBlock } from '../../../machines/gallery/codec.ts';
import { Accordion } from '../../../ui/Accordion.tsx';
import { GalleryFallback } from '../../../ui/Gallery.tsx';
import { GalleryWithLightbox } from '../../../ui/GalleryLightbox.tsx';
import { Tooltip } from '../../../ui/Tooltip.tsx';

export { blockText, mountPage, trackVisit } from './page-shell.ts';

export function AccordionBlock({ name }: { name: string }) {
  const [decoded] = useState(() => decodeAccordionBlock(blockText(name)));
  if (!decoded.ok) return null;
  const items = decoded.data.items.map((item) => ({ ...item, content: <p>{item.content}</p> }));
  return <Accordion id={name} items={items} allowMultiple={decoded.data.allowMultiple} expandFirst={decoded.data.expandFirst} />;
}

/** A gallery block with its layout, and the lightbox when its data turns it on; else the fallback. */
export function GalleryBlock({ name, label }: { name: string; label: string }) {
  const [decoding] = useState(() => decodeGalleryBlock(blockText(name)));
  if (!decoding.ok) return <GalleryFallback decoding={decoding} label={label} />;
  return <GalleryWithLightbox block={decoding.data} id={name} label={label} />;
}

/** A form block, decoded at the edge, rendered by `render` (the Form, a newsletter, a popup's sign-up). */
export function FormBlock({ name, render }: { name: string; render(data: FormBlockData): ReactNode }) {
  const [decoded] = useState(() => decodeFormBlock(blockText(name)));
  return decoded.ok ? render(decoded.data) : null;
}

export { formInputOfBlock };

/** The dialog layer in use (one definition, shared with the anchor-matched page's island). */
export { DialogButtons } from './islands/below-the-fold.tsx';

export function TooltipBlock({ name }: { name: string }) {
  return (
    <Tooltip id={name} content={blockText(name)}>
      {(props) => (
        <button type="button" {...props}>
          Save draft
        </button>
      )}
    </Tooltip>
  );
}
