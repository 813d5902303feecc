import type { GalleryBlockDecoding } from '../../../machines/gallery/codec.ts';
import { GalleryIsland as GalleryBlock } from '../blocks/GalleryIsland.tsx';

interface LightboxDemoData {
  walk: GalleryBlockDecoding;
  lighthouse: GalleryBlockDecoding;
  landscapes: GalleryBlockDecoding;
  reel: GalleryBlockDecoding;
}

/**
 * Galleries whose block data turns the lightbox on: a click on a picture opens it, and so does
 * an address that names a picture, by hash (`#itemId=<id>`) or by path (`/demo/lightbox/<id or url>`).
 */
export function LightboxDemo({ data }: { data: LightboxDemoData }) {
  return (
    <>
      <h1>Lightbox</h1>
      <p>
        Click a picture, or open an address that names one: <a href="/demo/lightbox#itemId=glacier-tongue">#itemId=glacier-tongue</a>,{' '}
        <a href="/demo/lightbox/glacier-tongue">/demo/lightbox/glacier-tongue</a> (its id) or{' '}
        <a href="/demo/lightbox/landscapes/salt">/demo/lightbox/landscapes/salt</a> (its url). In the lightbox: ArrowLeft and
        ArrowRight, a click on the left or right half of the image, Esc, the close button, a click beside the image or on its
        outer edge; the browser&apos;s back button closes it too.
      </p>
      <section>
        <h2>Coastal walk</h2>
        <GalleryBlock decoding={data.walk} id="walk" label="Coastal walk" priority />
      </section>
      <section>
        <h2>Lighthouse (light theme, one image: no arrows)</h2>
        <GalleryBlock decoding={data.lighthouse} id="lighthouse" label="Lighthouse" eager />
      </section>
      <section>
        <h2>Landscapes (a slideshow: a click on the picture opens it)</h2>
        <GalleryBlock decoding={data.landscapes} id="landscapes" label="Landscapes" eager />
      </section>
      <section>
        <h2>Evening reel (the lightbox plays by itself)</h2>
        <p>
          Opened, it shows a new picture every second; moving it yourself holds it for a second. The play and pause button
          stops it, and it stays paused if your system asks for reduced motion.
        </p>
        <GalleryBlock decoding={data.reel} id="reel" label="Evening reel" eager />
      </section>
    </>
  );
}
