import { Island } from '../../../adapters/react/Island.tsx';
import {
  accordionIsland,
  buttonIsland,
  cartIsland,
  contactFormIsland,
  galleryIsland,
  highlightIsland,
  imageIsland,
  mapIsland,
  marqueeIsland,
  menuIsland,
  newsletterIsland,
  pricingIsland,
  productsIsland,
  reservationIsland,
  summaryIsland,
} from './islands.ts';
import type { SiteBlock } from './types.ts';

/** A text block: a heading and paragraphs, plain HTML (nothing in it acts, so it has no code to wake). */
function TextBlock({ block }: { block: Extract<SiteBlock, { type: 'text' }> }) {
  const Heading = block.level === 1 ? 'h1' : 'h2';
  return (
    <>
      {block.heading === null ? null : <Heading id={`${block.id}-title`}>{block.heading}</Heading>}
      {block.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}

/** A block's own heading, where its data names one (the reservation, events and form blocks). */
function BlockHeading({ id, text }: { id: string; text: string }) {
  return <h2 id={`${id}-title`}>{text}</h2>;
}

/** One decoded block as what the visitor sees: plain HTML, or an island that wakes when needed (at once when `eager`). */
function Block({ block }: { block: SiteBlock }) {
  const eager = block.eager;
  switch (block.type) {
    case 'text':
      return <TextBlock block={block} />;
    case 'image':
      return <Island of={imageIsland} props={{ id: block.id, data: block.data, priority: eager }} eager={eager} />;
    case 'gallery':
      return <Island of={galleryIsland} props={{ decoding: block.decoding, id: block.id, label: block.label, collection: block.collection, priority: block.priority }} eager={eager} />;
    case 'menu':
      return <Island of={menuIsland} props={{ id: block.id, data: block.data }} eager={eager} />;
    case 'accordion':
      return <Island of={accordionIsland} props={{ id: block.id, data: block.data }} eager={eager} />;
    case 'marquee':
      return <Island of={marqueeIsland} props={{ data: block.data }} eager={eager} />;
    case 'highlight':
      return <Island of={highlightIsland} props={{ id: block.id, data: block.data }} eager={eager} />;
    case 'pricing':
      return <Island of={pricingIsland} props={{ id: block.id, data: block.data }} eager={eager} />;
    case 'products':
      return <Island of={productsIsland} props={{ id: block.id, products: block.products, currency: block.currency, settings: block.settings }} eager={eager} />;
    case 'cart':
      return <Island of={cartIsland} props={{ title: block.title, checkoutLabel: block.checkoutLabel }} eager={eager} />;
    case 'map':
      return <Island of={mapIsland} props={{ id: block.id, data: block.data, provider: block.provider }} eager={eager} />;
    case 'reservation':
      return (
        <>
          <BlockHeading id={block.id} text={block.heading} />
          <Island of={reservationIsland} props={{ id: block.id, kind: block.kind, provider: block.provider, previewOnly: block.previewOnly }} eager={eager} />
        </>
      );
    case 'events-summary':
      return (
        <>
          <BlockHeading id={block.id} text={block.heading} />
          <Island of={summaryIsland} props={{ id: block.id, collectionId: block.collectionId, value: block.value, allEventsLabel: block.allEventsLabel, allEventsUrl: block.allEventsUrl }} eager={eager} />
        </>
      );
    case 'button':
      return <Island of={buttonIsland} props={{ id: block.id, button: block.button }} eager={eager} />;
    case 'form':
      return (
        <>
          <BlockHeading id={block.id} text={block.heading} />
          <Island of={contactFormIsland} props={{ id: block.id, data: block.data }} eager={eager} />
        </>
      );
    case 'newsletter':
      return <Island of={newsletterIsland} props={{ id: block.id, title: block.title, description: block.description, data: block.data }} eager={eager} />;
  }
}

/**
 * The generic page renderer: a page's decoded blocks, in order, each in its block box. The
 * server decoded every block's JSON (server/site-data.ts); a block it left out renders nothing.
 */
export function SiteBlocks({ blocks }: { blocks: readonly SiteBlock[] }) {
  return (
    <>
      {blocks.map((block) => (
        <div key={block.id} className={`hb-block hb-block-${block.type}`} data-block-id={block.id}>
          <Block block={block} />
        </div>
      ))}
    </>
  );
}
