// The text highlight's blocks of /demo/highlight as islands wake them (./islands.ts): plain
// decoded data in, each highlight's words in a heading or a list.
import '../../../ui/highlight.css';
import '../highlight-demo.css';
import { useState } from 'react';
import type { HighlightBlockData } from '../../../machines/highlight/codec.ts';
import { Highlight } from '../../../ui/Highlight.tsx';

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

export interface HighlightHeadingBlockProps {
  /** The highlight's id (its parts' ids derive from it). */
  id: string;
  /** The heading's own id, for the section it names. */
  headingId: string;
  className?: string;
  data: HighlightBlockData;
}

/** A section heading with a highlighted phrase. */
export function HighlightHeadingBlock({ id, headingId, className, data }: HighlightHeadingBlockProps) {
  return (
    <h2 id={headingId} className={className}>
      <Phrase id={id} data={data} />
    </h2>
  );
}

export interface HighlightCardsBlockProps {
  cards: readonly { title: string; data: HighlightBlockData }[];
}

/** One card per shape, and "Play again", which mounts the cards afresh: each starts over from its initial state. */
export function HighlightCardsBlock({ cards }: HighlightCardsBlockProps) {
  const [round, setRound] = useState(0);
  return (
    <>
      <ul className="bakery-cards" key={round}>
        {cards.map(({ title, data }) => (
          <li key={title} data-shape-card={title}>
            <h3>
              <Phrase id={`card-${title}`} data={data} />
            </h3>
            <p>
              {title}, {animationLabel(data)}
            </p>
          </li>
        ))}
      </ul>
      <p>
        <button type="button" onClick={() => setRound((value) => value + 1)}>
          Play again
        </button>
      </p>
    </>
  );
}

export interface HighlightListBlockProps {
  items: readonly { id: string; data: HighlightBlockData }[];
}

/** A list of highlighted phrases. */
export function HighlightListBlock({ items }: HighlightListBlockProps) {
  return (
    <ul>
      {items.map(({ id, data }) => (
        <li key={id}>
          <Phrase id={id} data={data} />
        </li>
      ))}
    </ul>
  );
}

/** The "Visit us" heading: "Larger text" grows it with a transition, and the highlight resyncs to it (BLK-050). */
export function HighlightVisitBlock({ data }: { data: HighlightBlockData }) {
  const [large, setLarge] = useState(false);
  return (
    <>
      <h2 id="visit-title" className={large ? 'bakery-visit bakery-visit-large' : 'bakery-visit'}>
        <Phrase id="visit" data={data} />
      </h2>
      <p>12 Harbour Street, from seven in the morning.</p>
      <p>
        <button type="button" aria-pressed={large} onClick={() => setLarge((value) => !value)}>
          Larger text
        </button>
      </p>
    </>
  );
}
