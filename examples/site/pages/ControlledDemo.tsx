import '../../../ui/accordion.css';
import '../../../ui/gallery.css';
import '../../../ui/media.css';
import '../../../ui/lightbox.css';
import { useState } from 'react';
import type { AccordionBlockDecoding } from '../../../machines/accordion/codec.ts';
import type { GalleryBlockDecoding } from '../../../machines/gallery/codec.ts';
import { Accordion } from '../../../ui/Accordion.tsx';
import { Gallery, GalleryFallback } from '../../../ui/Gallery.tsx';
import { Lightbox } from '../../../ui/Lightbox.tsx';
import { lightboxImagesOf } from '../../../ui/GalleryLightbox.tsx';
import { BlockData } from '../BlockData.tsx';

interface ControlledDemoData {
  faq: AccordionBlockDecoding;
  gallery: GalleryBlockDecoding;
}

/** The index a page button asks for that no slide has: the gallery refuses it and reports the one it keeps. */
const NO_SUCH_SLIDE = 99;

/**
 * Components whose visible value the page owns (Radix's controlled convention): the page keeps
 * the accordion's open items, the gallery's index and the lightbox's open state and index in its
 * own state, moves them with its own buttons, and takes the visitor's requests through the
 * `on…Change` callbacks.
 */
export function ControlledDemo({ data }: { data: ControlledDemoData }) {
  const [open, setOpen] = useState<string[]>(['shipping']);
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState({ open: false, index: 0 });
  // An uncontrolled lightbox, mounted by the page's button: open from the start (defaultOpen), then the visitor's.
  const [startsOpen, setStartsOpen] = useState(false);
  // When the page refuses, the components' requests are only written down: their values hold.
  const [accepting, setAccepting] = useState(true);
  const [asked, setAsked] = useState('nothing');
  const request = <T,>(what: string, apply: (value: T) => void) => (value: T) => {
    setAsked(what.replace('{}', String(value)));
    if (accepting) apply(value);
  };
  const gallery = data.gallery;
  return (
    <>
      <h1>Controlled components</h1>
      <p>
        <label>
          <input type="checkbox" checked={accepting} onChange={(event) => setAccepting(event.target.checked)} /> The page accepts what the components ask for
        </label>
      </p>
      <p data-fact="asked">Last request: {asked}</p>
      <section aria-labelledby="controlled-accordion-title">
        <h2 id="controlled-accordion-title">Accordion: the page keeps the open items</h2>
        <BlockData decoded={data.faq}>
          {(block) => (
            <Accordion
              id="controlled-accordion"
              items={block.items.map((item) => ({ ...item, content: <p>{item.content}</p> }))}
              allowMultiple
              value={open}
              onValueChange={request<string[]>('accordion open: {}', setOpen)}
            />
          )}
        </BlockData>
        <p>
          <button type="button" onClick={() => setOpen(data.faq.ok ? data.faq.data.items.map((item) => item.id) : [])}>
            Open every answer
          </button>{' '}
          <button type="button" onClick={() => setOpen([])}>
            Close every answer
          </button>
        </p>
        <p data-fact="accordion-value">Open: {open.length > 0 ? open.join(', ') : 'none'}</p>
      </section>
      <section aria-labelledby="controlled-gallery-title">
        <h2 id="controlled-gallery-title">Gallery: the page keeps the slide shown</h2>
        {gallery.ok ? (
          <>
            <Gallery block={gallery.data} id="controlled-gallery" label="Controlled slideshow" index={index} onIndexChange={request<number>('gallery index: {}', setIndex)} blockWidth="min(44rem, 100vw - 2.5rem)" />
            <p>
              {[...gallery.data.slides.map((_, at) => at), NO_SUCH_SLIDE].map((at) => (
                <button key={at} type="button" data-gallery="controlled-gallery" data-set-index={at} onClick={() => setIndex(at)}>
                  Show slide {at + 1}
                </button>
              ))}
            </p>
            <p data-fact="gallery-index">Slide shown: {index + 1}</p>
          </>
        ) : (
          <GalleryFallback decoding={gallery} label="Controlled slideshow" />
        )}
      </section>
      <section aria-labelledby="controlled-lightbox-title">
        <h2 id="controlled-lightbox-title">Lightbox: the page keeps whether it is open, and where</h2>
        {gallery.ok && (
          <>
            <button type="button" onClick={() => setLightbox({ open: true, index: 1 })}>
              Open the lightbox at picture 2
            </button>
            <Lightbox
              id="controlled-lightbox"
              title="Controlled lightbox"
              images={lightboxImagesOf(gallery.data.slides)}
              open={lightbox.open}
              index={lightbox.index}
              onOpenChange={(isOpen, at) => request<boolean>('lightbox open: {}', (yes) => setLightbox({ open: yes, index: at }))(isOpen)}
              onIndexChange={request<number>('lightbox index: {}', (at) => setLightbox((now) => ({ ...now, index: at })))}
            />
            <p data-fact="lightbox-state">
              Lightbox: {lightbox.open ? `open at picture ${lightbox.index + 1}` : 'closed'}
            </p>
          </>
        )}
      </section>
      <section aria-labelledby="default-open-lightbox-title">
        <h2 id="default-open-lightbox-title">Lightbox: open from the start, then the visitor’s</h2>
        {gallery.ok && (
          <>
            <button type="button" disabled={startsOpen} onClick={() => setStartsOpen(true)}>
              Add a lightbox that starts open at picture 3
            </button>
            {startsOpen && (
              <Lightbox
                id="default-open-lightbox"
                title="Lightbox open from the start"
                images={lightboxImagesOf(gallery.data.slides)}
                defaultOpen
                defaultIndex={2}
                onOpenChange={(isOpen) => setAsked(`default-open lightbox open: ${isOpen}`)}
              />
            )}
          </>
        )}
      </section>
    </>
  );
}
