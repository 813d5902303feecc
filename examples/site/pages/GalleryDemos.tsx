import type { GalleryBlockDecoding } from '../../../machines/gallery/codec.ts';
import { GalleryIsland as GalleryBlock } from '../blocks/GalleryIsland.tsx';

export function GalleryDemo({ data }: { data: { landscapes: GalleryBlockDecoding; places: GalleryBlockDecoding; nightWalk: GalleryBlockDecoding } }) {
  return (
    <>
      <h1>Gallery slideshow</h1>
      <p>
        Plays by itself every 5 seconds (pause it with the button at its top left; it also waits while the pointer or
        focus is inside, or while the video plays). Arrow keys move it; each slide has its own address.
      </p>
      <GalleryBlock decoding={data.landscapes} id="landscapes" label="Landscapes" collection="/demo/gallery" priority />
      <h2>Swipe slideshow</h2>
      <p>Drag the picture, by finger or mouse: it follows, and a release past 30 % of the width (or a quick flick) changes slide.</p>
      <GalleryBlock decoding={data.places} id="places" label="Places" />
      <h2>Ken Burns slideshow</h2>
      <p>Plays in order: 6 seconds on the first picture, then 3 seconds on each.</p>
      <GalleryBlock decoding={data.nightWalk} id="night-walk" label="Night walk" />
      <p>
        Blocks whose data cannot be read are on <a href="/demo/damaged-blocks">a page of their own</a>.
      </p>
    </>
  );
}

type OneBlock = { data: { block: GalleryBlockDecoding } };

export function CarouselDemo({ data }: OneBlock) {
  return (
    <>
      <h1>Carousel</h1>
      <p>Three per row (fewer on narrow windows); previous and next move a whole row.</p>
      <GalleryBlock decoding={data.block} id="objects" label="Objects" priority />
    </>
  );
}

export function GridDemo({ data }: OneBlock) {
  return (
    <>
      <h1>Grid</h1>
      <p>A hundred images, four per row. Only those near the viewport are requested.</p>
      <GalleryBlock decoding={data.block} id="tiles" label="Tiles" priority />
    </>
  );
}

export function StripDemo({ data }: OneBlock) {
  return (
    <>
      <h1>Strip</h1>
      <p>Click a picture to bring it to the middle, or scroll the strip: pictures load as they come near. The film plays in place; leaving it stops it.</p>
      <GalleryBlock decoding={data.block} id="views" label="Views" priority />
    </>
  );
}

export function ListDemo({ data }: OneBlock) {
  return (
    <>
      <h1>List</h1>
      <p>Image and text rows; the scarf goes to its own page.</p>
      <GalleryBlock decoding={data.block} id="products" label="Products" priority />
    </>
  );
}

export function AutocolumnsDemo({ data }: OneBlock) {
  return (
    <>
      <h1>Autocolumns</h1>
      <p>As many columns of at least 250 px as fit; each picture goes to the shortest column.</p>
      <GalleryBlock decoding={data.block} id="textures" label="Textures" priority />
    </>
  );
}

export function AutorowsDemo({ data }: { data: { block: GalleryBlockDecoding; autogrid: GalleryBlockDecoding; base: GalleryBlockDecoding } }) {
  return (
    <>
      <h1>Journal</h1>
      <p>
        Pictures from the road, in rows of one height at their own shapes: each row but the last fills the width. Open one to
        see it large, and press play to let the pictures change by themselves.
      </p>
      <GalleryBlock decoding={data.block} id="journal" label="Journal" priority />
      <h2>Contact sheet</h2>
      <p>The first six, as square cells of at least 200 px.</p>
      <GalleryBlock decoding={data.autogrid} id="contact-sheet" label="Contact sheet" />
      <h2>Two more</h2>
      <GalleryBlock decoding={data.base} id="two-more" label="Two more" />
    </>
  );
}

export function ThousandSlidesDemo({ data }: OneBlock) {
  return (
    <>
      <h1>Gallery of 1,000 slides</h1>
      <GalleryBlock decoding={data.block} id="thousand" label="A thousand slides" priority />
    </>
  );
}
