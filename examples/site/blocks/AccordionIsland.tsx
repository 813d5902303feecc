import { Island } from '../../../adapters/react/Island.tsx';
import type { AccordionBlockProps } from './AccordionBlock.tsx';
import { accordionIsland } from './islands.ts';

/** An accordion block as an island: hydrated when it comes near, is focused or pressed (at once with `eager`). */
export function AccordionIsland({ eager, ...props }: AccordionBlockProps & { eager?: boolean }) {
  return <Island of={accordionIsland} props={props} eager={eager} />;
}
