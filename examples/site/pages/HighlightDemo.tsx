import type { HighlightBlockData, HighlightBlockDecoding } from '../../../machines/highlight/codec.ts';
import { Island } from '../../../adapters/react/Island.tsx';
import { BlockData } from '../BlockData.tsx';
import { highlightCardsIsland, highlightHeadingIsland, highlightListIsland, highlightVisitIsland } from '../blocks/islands.ts';

export interface HighlightDemoData {
  hero: HighlightBlockDecoding;
  cards: { title: string; decoded: HighlightBlockDecoding }[];
  visit: HighlightBlockDecoding;
  still: HighlightBlockDecoding[];
  odd: HighlightBlockDecoding;
  damaged: HighlightBlockDecoding;
}

/** The blocks that decoded; each one that did not is warned about and left out (BLK-079). */
function decodedOnly<T>(decodings: readonly { decoded: HighlightBlockDecoding; key: T }[]): { key: T; data: HighlightBlockData }[] {
  return decodings.flatMap(({ decoded, key }) => {
    if (decoded.ok) return [{ key, data: decoded.data }];
    console.warn(decoded.error, decoded.details);
    return [];
  });
}

/**
 * A bakery's page of highlighted headings: every shape and animation kind. Each block is an
 * island: the hero on the first screen wakes with the page (it plays 250 ms after ready), the
 * others when they come within 200 px of the viewport, before they can play (BLK-048).
 */
export function HighlightDemo({ data }: { data: HighlightDemoData }) {
  const cards = decodedOnly(data.cards.map(({ title, decoded }) => ({ key: title, decoded }))).map(({ key, data: block }) => ({ title: key, data: block }));
  const still = decodedOnly([...data.still.map((decoded, index) => ({ key: `still-${index}`, decoded })), { key: 'odd', decoded: data.odd }]).map(({ key, data: block }) => ({ id: key, data: block }));
  return (
    <>
      <h1>Text highlight</h1>
      <section aria-labelledby="hero-title" id="hero">
        <BlockData decoded={data.hero}>
          {(block) => <Island of={highlightHeadingIsland} props={{ id: 'hero', headingId: 'hero-title', className: 'bakery-hero', data: block }} eager />}
        </BlockData>
        <p>Highlights draw themselves 250 ms after the page is ready, or when they scroll into view. With reduced motion they are simply there.</p>
      </section>
      <section aria-labelledby="bake-title" id="shapes">
        <h2 id="bake-title">What we bake</h2>
        <Island of={highlightCardsIsland} props={{ cards }} />
      </section>
      <section aria-labelledby="still-title" id="still">
        <h2 id="still-title">Also from our kitchen</h2>
        <Island of={highlightListIsland} props={{ items: still }} />
        <BlockData decoded={data.damaged}>{() => null}</BlockData>
      </section>
      <div className="spacer" aria-hidden="true" />
      <section aria-labelledby="visit-title" id="visit">
        <BlockData decoded={data.visit}>{(block) => <Island of={highlightVisitIsland} props={{ data: block }} />}</BlockData>
      </section>
      <p id="page-end">End of the page.</p>
    </>
  );
}
