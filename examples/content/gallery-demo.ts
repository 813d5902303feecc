/**
 * Gallery blocks as published pages carry them: JSON text decoded at the edge. Pictures are
 * made by the example server at each width step (`/media/images/<name>-<W>x<H>.svg`).
 */
const picture = (name: string, width: number, height: number) => `/media/images/${name}-${width}x${height}.svg`;

interface DemoSlide {
  id: string;
  url?: string;
  title?: string;
  description?: string;
  clickThroughUrl?: string;
  image?: { src: string; dimensions: string; focalPoint?: string; alt?: string };
  video?: { embedHtml: string; title?: string; mode?: string | null };
}

function slide(id: string, title: string, width: number, height: number, extra: Partial<DemoSlide> = {}): DemoSlide {
  return { id, url: id, title, image: { src: picture(id, width, height), dimensions: `${width}x${height}`, focalPoint: '0.5,0.4', alt: title }, ...extra };
}

/** Real embed HTML from the two services: parsed and validated; played by the local stand-in. */
export const youtubeEmbedHtml =
  '<iframe width="560" height="315" src="https://www.youtube.com/embed/aqz-KE-bpKQ" title="Big Buck Bunny" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen></iframe>';
export const vimeoEmbedHtml =
  '<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e" width="640" height="360" frameborder="0" allow="autoplay; fullscreen" title="The New Vimeo Player"></iframe>';
/** A Vimeo video's stored oEmbed answer when its owner has a Basic account (MEDIA-036). */
export const vimeoBasicOEmbed = { type: 'video', provider_name: 'Vimeo', account_type: 'basic', is_plus: '0', video_id: 76979871 };
export const objectEmbedHtml =
  '<object width="480" height="270"><param name="movie" value="/media/player.html?provider=other"></param><embed src="/media/player.html?provider=other" width="480" height="270"></embed></object>';
export const objectWithoutEmbedHtml = '<object width="480" height="270"><param name="movie" value="/clip.swf"></param></object>';
export const scriptOnlyEmbedHtml = '<script>document.body.innerHTML = "hijacked"</script>';
export const iframeWithScriptEmbedHtml =
  '<iframe width="560" height="315" src="https://www.youtube.com/embed/ScMzIvxBSi4" title="Embed that also carries a script"></iframe><script>document.title = "hijacked"</script>';

const landscapes = [
  slide('harbour-at-dawn', 'Harbour at dawn', 1500, 1000),
  slide('pine-ridge', 'Pine ridge', 1500, 1000),
  slide('salt-flats', 'Salt flats', 1500, 1000),
  slide('trailer', 'Film trailer', 1600, 900, { video: { embedHtml: youtubeEmbedHtml, title: 'Film trailer' } }),
  slide('night-market', 'Night market', 1500, 1000),
  slide('glacier-lake', 'Glacier lake', 1500, 1000),
];

/**
 * /demo/gallery: a slideshow that plays by itself, with thumbnails and history. [GAL-032] With
 * lazyLoad only the current slide and its neighbours load; the others as the index comes near.
 */
export const slideshowBlockJson = JSON.stringify({
  type: 'slideshow',
  lazyLoad: true,
  autoplay: true,
  'autoplay-duration': 5,
  thumbnails: true,
  transition: 'fade',
  imageAspectRatio: '3:2',
  historyHash: true,
  // [GAL-023] Hovering the pictures or the controls holds autoplay; the thumbnails do not.
  autoplayOptions: { pauseOnMouseover: ['.sm-slideshow-stage', '[data-part="controls"]'] },
  slides: landscapes,
});

/**
 * A second slideshow with the new-swipe transition and loop, no autoplay: the track follows a
 * drag, gives way a third past the ends, and a release past 30 % of the width advances.
 */
export const swipeBlockJson = JSON.stringify({
  type: 'slideshow',
  transition: 'new-swipe',
  boundaries: 'inertial',
  snapPoints: '30%',
  loop: true,
  imageAspectRatio: '16:9',
  slides: ['coastline', 'orchard', 'canyon'].map((id, index) => slide(id, ['Coastline', 'Orchard', 'Canyon'][index] ?? id, 1600, 900)),
});

/** A third: ken-burns, in order (lazyLoad off, the default: its four pictures load with it [GAL-032]), 6 s before the first step and 3 s between the next [GAL-024]. */
export const nightWalkBlockJson = JSON.stringify({
  type: 'slideshow',
  transition: 'ken-burns',
  autoplay: true,
  'autoplay-duration': 6,
  autoplayOptions: { interval: 3000, randomize: false },
  imageAspectRatio: '16:9',
  slides: [
    slide('lantern-street', 'Lantern street', 1600, 900),
    slide('bridge-lights', 'Bridge lights', 1600, 900),
    slide('tram-stop', 'Tram stop', 1600, 900),
    slide('late-cafe', 'Late cafe', 1600, 900),
  ],
});

/** Damaged blocks: each renders the fallback instead of the gallery [GAL-076] [GAL-065]. */
export const damagedBlockJson = '{"type": "slideshow", "slides": [{"id": "a"';
export const wrongShapeBlockJson = JSON.stringify({ type: 'grid', slides: [{ id: 7 }] });
export const unknownDesignBlockJson = JSON.stringify({ design: 'mosaic', slides: [] });

const objects = ['teapot', 'lamp', 'chair', 'vase', 'clock', 'kettle', 'stool', 'mirror'];

/** /demo/carousel: rows of three; a click opens the lightbox. */
export const carouselBlockJson = JSON.stringify({
  type: 'carousel',
  lightbox: true,
  slidesPerRow: 3,
  imageAspectRatio: '1:1',
  slides: objects.map((id) => slide(id, id[0]?.toUpperCase() + id.slice(1), 1000, 1000)),
});

/** /demo/grid: 100 images, 4 per row: only those near the viewport load; a click opens the lightbox. */
export const gridBlockJson = JSON.stringify({
  type: 'grid',
  slidesPerRow: 4,
  lightbox: true,
  padding: 20,
  imageAspectRatio: '4:3',
  slides: Array.from({ length: 100 }, (_, index) => slide(`tile-${index + 1}`, `Tile ${index + 1}`, 1200, 900)),
});

/**
 * /demo/strip: varied widths in a scroll area, the current one in the middle; pictures load as
 * they come within 200 px of the area [MEDIA-018]; one slide is a video [GAL-061].
 */
export const stripBlockJson = JSON.stringify({
  type: 'slider',
  'active-alignment': 'middle',
  slides: [
    slide('dune', 'Dune', 1500, 1000),
    slide('tower', 'Tower', 800, 1200),
    slide('harbour-film', 'Harbour film', 1600, 900, { video: { embedHtml: vimeoEmbedHtml, title: 'Harbour film' } }),
    slide('bridge', 'Bridge', 1800, 900),
    slide('meadow', 'Meadow', 1200, 1200),
    slide('cliff', 'Cliff', 900, 1200),
    slide('river', 'River', 1500, 1000),
    slide('ferry', 'Ferry', 1600, 900),
    slide('orchard-row', 'Orchard row', 1500, 1000),
    slide('quarry', 'Quarry', 1200, 1200),
    slide('lighthouse', 'Lighthouse', 800, 1200),
    slide('salt-marsh', 'Salt marsh', 1800, 900),
  ],
});

/** /demo/list: image and text rows; one row goes to a product page, the others open the lightbox. */
export const listBlockJson = JSON.stringify({
  type: 'list',
  lightbox: true,
  slides: [
    slide('linen-shirt', 'Linen shirt', 1200, 1500, { description: 'Washed linen, relaxed fit.' }),
    slide('wool-scarf', 'Wool scarf', 1200, 1500, { description: 'Merino, hand finished.', clickThroughUrl: '/demo/list#wool-scarf' }),
    slide('canvas-bag', 'Canvas bag', 1200, 1500, { description: 'Waxed canvas, leather straps.' }),
    slide('leather-belt', 'Leather belt', 1200, 1500, { description: 'Vegetable tanned.' }),
  ],
});

/** /demo/autocolumns: masonry columns of at least 250 px (the width given as a string). */
export const autocolumnsBlockJson = JSON.stringify({
  type: 'autocolumns',
  lightbox: true,
  columnWidth: '250',
  gutter: 12,
  slides: [
    slide('fern', 'Fern', 1000, 1400),
    slide('stone', 'Stone', 1400, 1000),
    slide('moss', 'Moss', 1000, 1000),
    slide('bark', 'Bark', 1000, 1600),
    slide('pebble', 'Pebble', 1500, 1000),
    slide('lichen', 'Lichen', 1000, 1300),
    slide('reed', 'Reed', 900, 1600),
    slide('dew', 'Dew', 1200, 900),
  ],
});

/** The benchmark's slideshow: 1,000 slides, no autoplay; only those near the current one load [GAL-032]. */
export const thousandSlidesBlockJson = JSON.stringify({
  type: 'slideshow',
  lazyLoad: true,
  imageAspectRatio: '3:2',
  slides: Array.from({ length: 1000 }, (_, index) => slide(`frame-${index + 1}`, `Frame ${index + 1}`, 1500, 1000)),
});

/** /demo/controlled: a slideshow whose index the page owns (its own buttons move it too). */
export const controlledBlockJson = JSON.stringify({
  type: 'slideshow',
  transition: 'fade',
  imageAspectRatio: '3:2',
  slides: [slide('harbour-dawn', 'Harbour at dawn', 1500, 1000), slide('salt-flats', 'Salt flats', 1500, 1000), slide('pine-ridge', 'Pine ridge', 1500, 1000), slide('river-delta', 'River delta', 1500, 1000)],
});

const journal = [
  slide('harbour-wall', 'Harbour wall', 1500, 1000),
  slide('reading-room', 'Reading room', 900, 1200),
  slide('long-beach', 'Long beach', 2400, 800),
  slide('fig-tree', 'Fig tree', 1000, 1000),
  slide('station-clock', 'Station clock', 800, 1200),
  slide('ferry-deck', 'Ferry deck', 1600, 900),
  slide('market-stall', 'Market stall', 1200, 900),
  slide('quiet-street', 'Quiet street', 1000, 1500),
  slide('wheat-field', 'Wheat field', 1800, 1000),
  slide('blue-door', 'Blue door', 900, 1300),
  slide('salt-pans', 'Salt pans', 1500, 1000),
  slide('night-pier', 'Night pier', 1600, 1000),
  slide('garden-gate', 'Garden gate', 1200, 1200),
];

/**
 * /demo/autorows: justified rows at each picture's ratio, 250 px target rows and 20 px gutters
 * (the defaults, GAL-091), laid out by the stylesheet from the server's HTML; a click opens the
 * lightbox, which can play by itself.
 */
export const autorowsBlockJson = JSON.stringify({ design: 'autorows', lightbox: true, lightboxAutoplay: true, slides: journal });

/** The same pictures in the other two layouts no block type of the demo pages uses: autogrid, and base (block type `stacked`). */
export const autogridBlockJson = JSON.stringify({ type: 'autogrid', columnWidth: 200, padding: 12, imageAspectRatio: '1:1', slides: journal.slice(0, 6) });
export const baseBlockJson = JSON.stringify({ type: 'stacked', slides: journal.slice(6, 8) });
