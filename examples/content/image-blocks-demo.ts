/**
 * Image blocks (/demo/image-blocks) and shape blocks (/demo/shapes) as a published page carries
 * them: JSON text decoded at the edge. Pictures are drawn by the example server at each width step.
 */
const picture = (name: string, width: number, height: number, alt: string) => ({ src: `/media/images/${name}-${width}x${height}.svg`, dimensions: `${width}x${height}`, focalPoint: '0.5,0.45', alt });

/** One block of each variant (block variants 1012..1017), by name or by number. */
export const imageBlocksJson = {
  inline: JSON.stringify({
    variant: 'inline',
    image: picture('bakery-window', 1500, 1000, 'Loaves stacked in a bakery window'),
    title: 'Baked before sunrise',
    body: 'Every loaf on the counter was shaped by hand the night before and baked at five.',
  }),
  poster: JSON.stringify({
    variant: 1013,
    image: picture('harbour-lights', 1600, 900, 'Harbour lights at dusk'),
    title: 'Evenings on the harbour',
    body: 'Supper on the terrace from six, while the boats come in.',
    button: { label: 'Book a table', href: '/demo/image-blocks#book' },
  }),
  card: JSON.stringify({
    variant: 'card',
    image: picture('ceramic-cups', 1200, 1200, 'Three glazed ceramic cups'),
    title: 'Glazed by hand',
    body: 'Our cups come from a studio two streets away; no two glazes are the same.',
    button: { label: 'See the cups', href: '/demo/image-blocks#cups' },
  }),
  overlap: JSON.stringify({
    variant: 1015,
    image: picture('olive-grove', 1600, 1067, 'Rows of olive trees on a hillside'),
    title: 'From the grove',
    body: 'The oil we cook with is pressed each November from a single hillside.',
  }),
  collage: JSON.stringify({
    variant: 'collage',
    image: picture('market-baskets', 1200, 1500, 'Baskets of vegetables at a market'),
    title: 'What came in today',
    body: 'The menu follows the market: what arrives in the morning is on the plates by noon.',
  }),
  stack: JSON.stringify({
    variant: 1017,
    image: picture('chef-portrait', 1200, 1500, 'The chef in the kitchen doorway'),
    title: 'Meet the kitchen',
    body: 'Six cooks, one long table, and a menu that changes every week.',
  }),
  /** A video in the picture's place: its box is 16:9 (100 / ratio) before the player arrives, which it does once half the block is seen. */
  video: JSON.stringify({
    variant: 'card',
    image: picture('kitchen-film', 1600, 900, 'A still from the kitchen film'),
    title: 'A morning in the kitchen',
    body: 'Two minutes from the first oven to the first customer.',
    video: { src: '/media/player.html?provider=other', title: 'A morning in the kitchen', ratio: '16:9' },
  }),
  /** No ratio given: the placeholder is 65 % as tall as wide. */
  videoDefault: JSON.stringify({
    variant: 'inline',
    image: picture('garden-film', 1600, 1040, 'A still from the garden film'),
    title: 'The kitchen garden',
    video: { src: '/media/player.html?provider=other', title: 'The kitchen garden' },
  }),
  /** An unknown variant is laid out inline (with a warning). */
  unknownVariant: JSON.stringify({ variant: 'mosaic', image: picture('spice-shelf', 1500, 1000, 'Jars on a spice shelf'), title: 'The spice shelf' }),
  /** A picture address that could run script: refused, the block is not shown. */
  damaged: JSON.stringify({ variant: 'inline', image: { src: 'javascript:alert(1)' } }),
};

/** Shape blocks: pictures cropped to each named mask shape, decorative shapes drawn, the three presets and the slider. */
export const shapeBlocksJson = {
  masks: [
    { shape: 'circle', aspect: 'square', name: 'portrait-anna', caption: 'Anna, pastry' },
    { shape: 'diamond', aspect: 'square', name: 'tart-top', caption: 'Plum tart' },
    { shape: 'egg', aspect: 'portrait', name: 'morning-eggs', caption: 'Breakfast' },
    { shape: 'star-4', aspect: 'square', name: 'sugar-star', caption: 'Four-point star' },
    { shape: 'star-5', aspect: 'square', name: 'lemon-star', caption: 'Five-point star' },
    { shape: 'star-6', aspect: 'square', name: 'anise-star', caption: 'Six-point star' },
    { shape: 'star-8', aspect: 'square', name: 'orange-star', caption: 'Eight-point star' },
    { shape: 'pill-horizontal', aspect: 'landscape', name: 'bread-board', caption: 'Pill, across' },
    { shape: 'pill-vertical', aspect: 'portrait', name: 'wine-bottle', caption: 'Pill, upright' },
    { shape: 'ribbon', aspect: 45, name: 'opening-day', caption: 'Ribbon (slider at 45 %)' },
  ].map(({ shape, aspect, name, caption }) =>
    JSON.stringify({ shape, aspect, caption, image: { src: `/media/images/${name}-1200x1200.svg`, dimensions: '1200x1200', alt: caption } }),
  ),
  decorative: [
    JSON.stringify({ shape: 'circle', aspect: 'square', color: '#e76f51' }),
    JSON.stringify({ shape: 'diamond', aspect: 'portrait', color: '#2a9d8f' }),
    JSON.stringify({ shape: 'gear', aspect: 'square', color: '#264653', label: 'A gear: the workshop' }),
    // The slider without a value: its default, 50 %.
    JSON.stringify({ shape: 'diamond', aspect: {}, color: '#e9c46a' }),
    // A name outside the lists: drawn as a circle, with a warning.
    JSON.stringify({ shape: 'heptagon', color: '#8d99ae' }),
  ],
};
