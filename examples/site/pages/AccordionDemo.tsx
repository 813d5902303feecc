import { decodeAccordionBlock, type AccordionBlockData } from '../../../machines/accordion/codec.ts';
import { Accordion } from '../../../ui/Accordion.tsx';
import { damagedBlockJson, detailsBlockJson, faqBlockJson } from '../../content/accordion-demo.ts';
import { BlockData } from '../BlockData.tsx';

const faq = decodeAccordionBlock(faqBlockJson);
const details = decodeAccordionBlock(detailsBlockJson);
const damaged = decodeAccordionBlock(damagedBlockJson);

/** Block text becomes a paragraph, as the site's rich text would. */
function AccordionBlock({ id, data }: { id: string; data: AccordionBlockData }) {
  const items = data.items.map((item) => ({ ...item, content: <p>{item.content}</p> }));
  return <Accordion id={id} items={items} allowMultiple={data.allowMultiple} expandFirst={data.expandFirst} />;
}

export function AccordionDemo() {
  return (
    <>
      <h1>Accordion</h1>
      <section aria-labelledby="faq-title">
        <h2 id="faq-title">Frequently asked questions</h2>
        <p>One answer open at a time.</p>
        <BlockData decoded={faq}>
          {(data) => <AccordionBlock id="faq" data={data} />}
        </BlockData>
      </section>
      <section aria-labelledby="details-title">
        <h2 id="details-title">Product details</h2>
        <p>Several sections may be open; the first starts open.</p>
        <BlockData decoded={details}>
          {(data) => <AccordionBlock id="details" data={data} />}
        </BlockData>
      </section>
      <BlockData decoded={damaged}>{(data) => <AccordionBlock id="damaged" data={data} />}</BlockData>
    </>
  );
}
