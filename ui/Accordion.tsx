'use client';
import type { ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import { useAccordion } from '../adapters/react/useAccordion.ts';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** [BLK-002] Several items may be open at once. */
  allowMultiple?: boolean;
  /** [BLK-004] The first item starts expanded. */
  expandFirst?: boolean;
  /** Prefix of the parts' DOM ids; generated when absent. */
  id?: string;
  /** Level of the heading around each header button (WAI-ARIA accordion pattern). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Controlled: the ids of the open items. */
  value?: readonly string[];
  /** Uncontrolled: the ids open at the start. */
  defaultValue?: readonly string[];
  /** The open items the visitor asked for. */
  onValueChange?: (value: string[]) => void;
  /** Watches the accordion's actor (`@statelyai/inspect`, tests). */
  inspect?: (event: InspectionEvent) => void;
}

/** Render-only accordion: the state and keyboard rules live in `accordionMachine`. */
export function Accordion({ items, headingLevel = 3, inspect, ...input }: AccordionProps) {
  const { api } = useAccordion({ ...input, items: items.map((item) => item.id) }, { inspect });
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...api.getRootProps()}>
      {items.map((item) => (
        <div key={item.id} {...api.getItemProps(item.id)}>
          <Heading {...api.getHeadingProps(item.id)}>
            <button {...api.getTriggerProps(item.id)}>{item.title}</button>
          </Heading>
          <div {...api.getPanelProps(item.id)}>
            <div {...api.getPanelContentProps(item.id)}>{item.content}</div>
          </div>
        </div>
      ))}
    </div>
  );
}
