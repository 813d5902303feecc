/** React components: they render machine state and send events, nothing else. */
export { Accordion } from './Accordion.tsx';
export type { AccordionItem, AccordionProps } from './Accordion.tsx';
