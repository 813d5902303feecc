/** Text highlight blocks of a bakery's page, as a published page carries them (JSON text). */
const accent = '#c2410c';

export const heroHighlightJson = JSON.stringify({
  before: 'Bread baked ',
  text: 'before sunrise',
  after: ', every day.',
  settings: { shape: 'underlineCurve', animation: 'draw', direction: 'right', color: accent, thickness: 4, duration: 0.75 },
});

/** Every shape, each with one of the animations, as the cards of "What we bake". */
export const shapeCards: readonly { title: string; before: string; text: string; after: string; settings: Record<string, unknown> }[] = [
  { title: 'circle', before: 'A ', text: 'round', after: ' loaf', settings: { shape: 'circle', animation: 'draw', direction: 'right' } },
  { title: 'cross', before: 'No ', text: 'additives', after: '', settings: { shape: 'cross', animation: 'draw', direction: 'left' } },
  { title: 'enclose', before: 'Our ', text: 'starter', after: '', settings: { shape: 'enclose', animation: 'draw', direction: 'right' } },
  { title: 'jagged', before: '', text: 'Crackling', after: ' crust', settings: { shape: 'jagged', animation: 'draw', direction: 'left' } },
  { title: 'marker', before: '', text: 'Fresh', after: ' at seven', settings: { shape: 'marker', animation: 'fade', color: '#fde68a', blend: 'multiply' } },
  { title: 'scribble', before: '', text: 'Stale', after: ' bread? Never', settings: { shape: 'scribble', animation: 'draw', direction: 'right', thickness: 2 } },
  { title: 'strike', before: '', text: 'Sliced', after: ' by hand', settings: { shape: 'strike', animation: 'fadeScale' } },
  { title: 'strikeDiagonal', before: '', text: 'Fast', after: ' food', settings: { shape: 'strikeDiagonal', animation: 'draw', direction: 'left' } },
  { title: 'underline', before: 'Local ', text: 'flour', after: '', settings: { shape: 'underline', animation: 'draw', direction: 'right' } },
  { title: 'underlineCurve', before: 'Slow ', text: 'rise', after: '', settings: { shape: 'underlineCurve', animation: 'fade', duration: 1.2 } },
  { title: 'underlineDouble', before: '', text: 'Twice', after: ' proofed', settings: { shape: 'underlineDouble', animation: 'draw', direction: 'right', linecap: 'butt' } },
  { title: 'wave', before: 'Sea ', text: 'salt', after: ' rolls', settings: { shape: 'wave', animation: 'fadeScale', duration: 0.5 } },
].map((card) => ({ ...card, settings: { color: accent, thickness: 3, ...card.settings } }));

export const shapeCardJsons = shapeCards.map(({ before, text, after, settings }) => JSON.stringify({ before, text, after, settings }));

/** Below the fold: plays when scrolled into view. */
export const visitHighlightJson = JSON.stringify({
  before: 'Open ',
  text: 'seven days',
  after: ' a week',
  settings: { shape: 'wave', animation: 'draw', direction: 'right', color: accent, thickness: 3 },
});

/** Highlights that never play: no animation kind, and animations turned off by the owner. */
export const stillHighlightJsons = [
  JSON.stringify({ before: 'Gift ', text: 'cards', after: '', settings: { shape: 'enclose', color: accent } }),
  JSON.stringify({ before: 'Catering ', text: 'on request', after: '', settings: { shape: 'underline', animation: 'draw', isAnimationEnabled: false, color: accent } }),
];

/** Untrusted settings: an unknown shape, kind and direction fall back to the spec's defaults (wave; shown; "otherwise"). */
export const oddHighlightJson = JSON.stringify({ before: 'Ask for our ', text: 'seasonal', after: ' loaves', settings: { shape: 'hexagon', animation: 'spin', direction: 'up', color: 'red;}' } });

/** A block whose data is damaged: its render is abandoned with a warning [BLK-079]. */
export const damagedHighlightJson = '{"text": 7, "settings": "draw"}';
