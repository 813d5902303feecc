import { useLightbox } from '../../../adapters/react/useLightbox.ts';
import { decodeLightboxBlock, type LightboxBlockData } from '../../../machines/lightbox/codec.ts';
import { lightboxTheme } from '../../../machines/lightbox/logic.ts';
import { Lightbox } from '../../../ui/Lightbox.tsx';
import { damagedLightboxBlockJson, landscapesBlockJson, lighthouseBlockJson, walkBlockJson } from '../../content/lightbox-demo.ts';
import { BlockData } from '../BlockData.tsx';

const walk = decodeLightboxBlock(walkBlockJson);
const lighthouse = decodeLightboxBlock(lighthouseBlockJson);
const landscapes = decodeLightboxBlock(landscapesBlockJson);
const damaged = decodeLightboxBlock(damagedLightboxBlockJson);

/**
 * A gallery stand-in: a grid of thumbnail buttons that open the lightbox at their index.
 * The gallery layer's own grid can take its place; it only needs to call `lightbox.open(i)`.
 */
export function ThumbnailGallery({ id, data }: { id: string; data: LightboxBlockData }) {
  const lightbox = useLightbox({
    id,
    slides: data.slides,
    title: data.title,
    // [LBX-026] Dark unless the block (the slides' ancestor) says light.
    theme: lightboxTheme(data.lightboxTheme),
    historyHash: true,
    openFromAddress: true,
    collectionUrl: data.collectionUrl,
  });
  return (
    <>
      <ul className="thumb-grid" data-lightbox-theme={data.lightboxTheme}>
        {data.slides.map((slide, index) => (
          <li key={slide.id}>
            <button type="button" className="thumb" data-slide-id={slide.id} onClick={() => lightbox.open(index)} aria-label={`Open ${slide.title ?? slide.id} in the lightbox`}>
              <img src={slide.src} width={slide.width} height={slide.height} alt="" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox lightbox={lightbox} images={data.slides} />
    </>
  );
}

export function LightboxDemo() {
  return (
    <>
      <h1>Lightbox</h1>
      <p>
        Click a picture, or open an address that names one (<a href="/demo/lightbox#itemId=glacier-tongue">#itemId=glacier-tongue</a>).
        In the lightbox: ArrowLeft and ArrowRight, a click on the left or right half of the image, Esc, the close button, a click
        beside the image or on its outer edge; the browser&apos;s back button closes it too.
      </p>
      <section aria-labelledby="walk-title">
        <h2 id="walk-title">Coastal walk</h2>
        <BlockData decoded={walk}>{(data) => <ThumbnailGallery id="walk-lightbox" data={data} />}</BlockData>
      </section>
      <section aria-labelledby="lighthouse-title">
        <h2 id="lighthouse-title">Lighthouse (light theme, one image: no arrows)</h2>
        <BlockData decoded={lighthouse}>{(data) => <ThumbnailGallery id="lighthouse-lightbox" data={data} />}</BlockData>
      </section>
      <section aria-labelledby="landscapes-title">
        <h2 id="landscapes-title">Landscapes</h2>
        <BlockData decoded={landscapes}>{(data) => <ThumbnailGallery id="landscapes-lightbox" data={data} />}</BlockData>
      </section>
      <BlockData decoded={damaged}>{(data) => <ThumbnailGallery id="damaged" data={data} />}</BlockData>
    </>
  );
}
