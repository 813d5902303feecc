import '../../../ui/highlight.css';
import '../highlight-demo.css';
import { useState } from 'react';
import type { HighlightBlockData, HighlightBlockDecoding } from '../../../machines/highlight/codec.ts';
import { Highlight } from '../../../ui/Highlight.tsx';
import { BlockData } from '../BlockData.tsx';

export interface HighlightDemoData {
  hero: HighlightBlockDecoding;
  cards: { title: string; decoded: HighlightBlockDecoding }[];
  visit: HighlightBlockDecoding;
  still: HighlightBlockDecoding[];
  odd: HighlightBlockDecoding;
  damaged: HighlightBlockDecoding;
}

/** A heading's words with the highlighted ones in the middle. */
function Phrase({ id, data }: { id: string; data: HighlightBlockData }) {
  return (
    <>
      {data.before}
      <Highlight id={id} settings={data.settings}>
        {data.text}
      </Highlight>
      {data.after}
    </>
  );
}

const animationLabel = ({ settings }: HighlightBlockData) =>
  settings.animation === 'draw' ? `drawn from the ${settings.direction === 'right' ? 'left' : 'right'}` : settings.animation === 'none' ? 'shown at once' : settings.animation;

export function HighlightDemo({ data }: { data: HighlightDemoData }) {
  // "Play again" mounts the cards afresh: each highlight starts over from its initial state.
  const [round, setRound] = useState(0);
  // Larger text grows the heading with a transition: the highlight resyncs to it (BLK-050).
  const [large, setLarge] = useState(false);
  return (
    <>
      <h1>Text highlight</h1>
      <section aria-labelledby="hero-title" id="hero">
        <h2 id="hero-title" className="bakery-hero">
          <BlockData decoded={data.hero}>{(block) => <Phrase id="hero" data={block} />}</BlockData>
        </h2>
        <p>Highlights draw themselves 250 ms after the page is ready, or when they scroll into view. With reduced motion they are simply there.</p>
      </section>
      <section aria-labelledby="bake-title" id="shapes">
        <h2 id="bake-title">What we bake</h2>
        <ul className="bakery-cards" key={round}>
          {data.cards.map(({ title, decoded }) => (
            <BlockData key={title} decoded={decoded}>
              {(block) => (
                <li data-shape-card={title}>
                  <h3>
                    <Phrase id={`card-${title}`} data={block} />
                  </h3>
                  <p>
                    {title}, {animationLabel(block)}
                  </p>
                </li>
              )}
            </BlockData>
          ))}
        </ul>
        <p>
          <button type="button" onClick={() => setRound((value) => value + 1)}>
            Play again
          </button>
        </p>
      </section>
      <section aria-labelledby="still-title" id="still">
        <h2 id="still-title">Also from our kitchen</h2>
        <ul>
          {data.still.map((decoded, index) => (
            <BlockData key={index} decoded={decoded}>
              {(block) => (
                <li>
                  <Phrase id={`still-${index}`} data={block} />
                </li>
              )}
            </BlockData>
          ))}
          <BlockData decoded={data.odd}>
            {(block) => (
              <li>
                <Phrase id="odd" data={block} />
              </li>
            )}
          </BlockData>
        </ul>
        <BlockData decoded={data.damaged}>{(block) => <Phrase id="damaged" data={block} />}</BlockData>
      </section>
      <div className="spacer" aria-hidden="true" />
      <section aria-labelledby="visit-title" id="visit">
        <h2 id="visit-title" className={large ? 'bakery-visit bakery-visit-large' : 'bakery-visit'}>
          <BlockData decoded={data.visit}>{(block) => <Phrase id="visit" data={block} />}</BlockData>
        </h2>
        <p>12 Harbour Street, from seven in the morning.</p>
        <p>
          <button type="button" aria-pressed={large} onClick={() => setLarge((value) => !value)}>
            Larger text
          </button>
        </p>
      </section>
      <p id="page-end">End of the page.</p>
    </>
  );
}
