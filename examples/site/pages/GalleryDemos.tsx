import {
  autocolumnsBlockJson,
  carouselBlockJson,
  damagedBlockJson,
  gridBlockJson,
  listBlockJson,
  nightWalkBlockJson,
  slideshowBlockJson,
  stripBlockJson,
  swipeBlockJson,
  thousandSlidesBlockJson,
  unknownDesignBlockJson,
  wrongShapeBlockJson,
} from '../../content/gallery-demo.ts';
import { GalleryBlock } from './GalleryBlock.tsx';

export function GalleryDemo() {
  return (
    <>
      <h1>Gallery slideshow</h1>
      <p>
        Plays by itself every 5 seconds (pause it with the button at its top left; it also waits while the pointer or
        focus is inside, or while the video plays). Arrow keys move it; each slide has its own address.
      </p>
      <GalleryBlock json={slideshowBlockJson} id="landscapes" label="Landscapes" collection="/demo/gallery" />
      <h2>Swipe slideshow</h2>
      <p>Drag the picture, by finger or mouse: it follows, and a release past 30 % of the width (or a quick flick) changes slide.</p>
      <GalleryBlock json={swipeBlockJson} id="places" label="Places" />
      <h2>Ken Burns slideshow</h2>
      <p>Plays in order: 6 seconds on the first picture, then 3 seconds on each.</p>
      <GalleryBlock json={nightWalkBlockJson} id="night-walk" label="Night walk" />
      <h2>Blocks whose data could not be read</h2>
      <GalleryBlock json={damagedBlockJson} id="damaged" label="Damaged gallery" />
      <GalleryBlock json={wrongShapeBlockJson} id="wrong-shape" label="Gallery with wrong data" />
      <GalleryBlock json={unknownDesignBlockJson} id="unknown-design" label="Gallery with an unknown design" />
    </>
  );
}

export function CarouselDemo() {
  return (
    <>
      <h1>Carousel</h1>
      <p>Three per row (fewer on narrow windows); previous and next move a whole row.</p>
      <GalleryBlock json={carouselBlockJson} id="objects" label="Objects" />
    </>
  );
}

export function GridDemo() {
  return (
    <>
      <h1>Grid</h1>
      <p>A hundred images, four per row. Only those near the viewport are requested.</p>
      <GalleryBlock json={gridBlockJson} id="tiles" label="Tiles" />
    </>
  );
}

export function StripDemo() {
  return (
    <>
      <h1>Strip</h1>
      <p>Click a picture to bring it to the middle, or scroll the strip: pictures load as they come near. The film plays in place; leaving it stops it.</p>
      <GalleryBlock json={stripBlockJson} id="views" label="Views" />
    </>
  );
}

export function ListDemo() {
  return (
    <>
      <h1>List</h1>
      <p>Image and text rows; the scarf goes to its own page.</p>
      <GalleryBlock json={listBlockJson} id="products" label="Products" />
    </>
  );
}

export function AutocolumnsDemo() {
  return (
    <>
      <h1>Autocolumns</h1>
      <p>As many columns of at least 250 px as fit; each picture goes to the shortest column.</p>
      <GalleryBlock json={autocolumnsBlockJson} id="textures" label="Textures" />
    </>
  );
}

export function ThousandSlidesDemo() {
  return (
    <>
      <h1>Gallery of 1,000 slides</h1>
      <GalleryBlock json={thousandSlidesBlockJson} id="thousand" label="A thousand slides" />
    </>
  );
}
