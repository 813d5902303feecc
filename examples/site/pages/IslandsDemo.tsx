import type { AccordionBlockDecoding } from '../../../machines/accordion/codec.ts';
import type { FormBlockDecoding } from '../../../machines/form/codec.ts';
import type { GalleryBlockDecoding } from '../../../machines/gallery/codec.ts';
import { Island } from '../../../adapters/react/Island.tsx';
import { BlockData } from '../BlockData.tsx';
import { accordionIsland, contactFormIsland, galleryIsland } from '../blocks/islands.ts';

export interface IslandsDemoData {
  faq: AccordionBlockDecoding;
  gallery: GalleryBlockDecoding;
  shops: GalleryBlockDecoding;
  newsletter: FormBlockDecoding;
}

/**
 * A long page whose blocks sit below the first screen: each one's code is fetched and hydrated
 * when it comes within 200 px of the viewport, is focused or pressed (issue 20). A press or a
 * keystroke before that is handled once it wakes.
 */
export function IslandsDemo({ data }: { data: IslandsDemoData }) {
  return (
    <>
      <h1>The harbour walk</h1>
      <p className="lede">A page of text first: the blocks further down load their code only when a visitor comes near them.</p>
      <section aria-labelledby="story-title" className="islands-story">
        <h2 id="story-title">From the quay to the lighthouse</h2>
        <p>
          The walk starts at the old fish market, where the boats still come in before dawn. Follow the quay past the harbour master&apos;s
          office and the rope works, then take the steps up to the cliff path.
        </p>
        <p>
          From the top the whole bay opens up: the breakwater, the moorings, the sandbanks that show at low tide. The path keeps to the edge
          for a mile before it drops to the lighthouse cove.
        </p>
        <p>
          Allow two hours with stops. The path is steep in places and can be muddy after rain; the café at the lighthouse opens at ten.
          Read about <a href="/demo/gallery">the slideshows of the walk</a> or the <a href="#walk-questions">questions walkers ask</a>.
        </p>
      </section>
      <section aria-labelledby="walk-questions">
        <h2 id="walk-questions">Questions walkers ask</h2>
        <BlockData decoded={data.faq}>{(block) => <Island of={accordionIsland} props={{ id: 'walk-faq', data: block }} />}</BlockData>
      </section>
      <section aria-labelledby="walk-pictures">
        <h2 id="walk-pictures">Pictures of the walk</h2>
        <Island of={galleryIsland} props={{ decoding: data.gallery, id: 'walk-gallery', label: 'Photographs from the path' }} />
      </section>
      <section aria-labelledby="walk-shops">
        <h2 id="walk-shops">Shops on the way</h2>
        <Island of={galleryIsland} props={{ decoding: data.shops, id: 'walk-shops-list', label: 'Shop list' }} />
      </section>
      <section aria-labelledby="walk-news">
        <h2 id="walk-news">News of the path</h2>
        <p>Closures and guided walks, by email once a month.</p>
        {data.newsletter.ok && <Island of={contactFormIsland} props={{ id: 'walk-newsletter', data: data.newsletter.data }} />}
      </section>
    </>
  );
}
