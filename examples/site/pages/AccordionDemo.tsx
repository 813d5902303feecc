import '../../../ui/accordion.css';
import type { AccordionBlockData, AccordionBlockDecoding } from '../../../machines/accordion/codec.ts';
import { Accordion } from '../../../ui/Accordion.tsx';
import { BlockData } from '../BlockData.tsx';

/** Block text becomes a paragraph, as the site's rich text would. */
function AccordionBlock({ id, data }: { id: string; data: AccordionBlockData }) {
  const items = data.items.map((item) => ({ ...item, content: <p>{item.content}</p> }));
  return <Accordion id={id} items={items} allowMultiple={data.allowMultiple} expandFirst={data.expandFirst} />;
}

interface AccordionDemoData {
  faq: AccordionBlockDecoding;
  details: AccordionBlockDecoding;
  damaged: AccordionBlockDecoding;
}

export function AccordionDemo({ data }: { data: AccordionDemoData }) {
  return (
    <>
      <h1>Accordion</h1>
      <section aria-labelledby="faq-title">
        <h2 id="faq-title">Frequently asked questions</h2>
        <p>One answer open at a time.</p>
        <BlockData decoded={data.faq}>{(block) => <AccordionBlock id="faq" data={block} />}</BlockData>
      </section>
      <section aria-labelledby="details-title">
        <h2 id="details-title">Product details</h2>
        <p>Several sections may be open; the first starts open.</p>
        <BlockData decoded={data.details}>{(block) => <AccordionBlock id="details" data={block} />}</BlockData>
      </section>
      <BlockData decoded={data.damaged}>{(block) => <AccordionBlock id="damaged" data={block} />}</BlockData>
    </>
  );
}
