import '../../../ui/accordion.css';
import type { AccordionBlockData } from '../../../machines/accordion/codec.ts';
import { Accordion } from '../../../ui/Accordion.tsx';

export interface AccordionBlockProps {
  id: string;
  data: AccordionBlockData;
}

/** An accordion block of a published page; block text becomes a paragraph, as the site's rich text would. */
export function AccordionBlock({ id, data }: AccordionBlockProps) {
  const items = data.items.map((item) => ({ ...item, content: <p>{item.content}</p> }));
  return <Accordion id={id} items={items} allowMultiple={data.allowMultiple} expandFirst={data.expandFirst} />;
}
