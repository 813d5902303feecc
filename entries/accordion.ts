/** `site-machines/accordion`: the accordion's machine, connect, codec, hook, component, and the stylesheet it needs. */
export * from '../machines/accordion/index.ts';
export { bindAccordionEffects } from '../adapters/browser/accordion.ts';
export { useAccordion } from '../adapters/react/useAccordion.ts';
export type { AccordionActor, UseAccordionInput } from '../adapters/react/useAccordion.ts';
export { Accordion } from '../ui/Accordion.tsx';
export type { AccordionItem, AccordionProps } from '../ui/Accordion.tsx';
/** The stylesheets the component needs (import them in your app's CSS or bundle). */
export const stylesheets = ['site-machines/ui/accordion.css'] as const;
