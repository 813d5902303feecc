import type { SnapshotFrom } from 'xstate';
import { accordionMachine } from '../../machines/accordion/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import {
  createAccordionSpec,
  type AccordionKey,
  type AccordionModelConfig,
  type AccordionModelEvent,
  type AccordionSpec,
  type AccordionView,
} from './spec.ts';

const FOCUS_KEYS: readonly AccordionKey[] = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
const ITEMS = ['a', 'b', 'c'] as const;

export const accordionModel: BehaviourModel<AccordionModelConfig, AccordionModelEvent, AccordionView, AccordionSpec> = {
  machineName: 'accordionMachine',
  machine: accordionMachine,
  configs: [
    { items: ITEMS, allowMultiple: false, expandFirst: false },
    { items: ITEMS, allowMultiple: false, expandFirst: true },
    { items: ITEMS, allowMultiple: true, expandFirst: false },
    { items: ITEMS, allowMultiple: true, expandFirst: true },
  ],
  describeConfig: ({ items, allowMultiple, expandFirst }) =>
    `${items.length} items${allowMultiple ? ', allowMultiple' : ''}${expandFirst ? ', expandFirst' : ''}`,
  createSpec: createAccordionSpec,
  events(config, snapshot: SnapshotFrom<AccordionSpec>) {
    const { focused } = snapshot.context;
    const events: AccordionModelEvent[] = [];
    // Keyboard activation first, so shortest paths use it whenever a header has focus.
    if (focused !== null) {
      events.push({ type: 'TOGGLE', id: focused, via: 'Enter' });
      for (const key of FOCUS_KEYS) events.push({ type: 'FOCUS_MOVE', key });
    }
    for (const id of config.items) events.push({ type: 'TOGGLE', id, via: 'click' });
    if (snapshot.matches('animating')) events.push({ type: 'ANIMATION_DONE' });
    return events;
  },
  // Space activates like Enter; shortest paths never need it, so walk it explicitly.
  extraPaths: (config) => {
    const [first = '', second = ''] = config.items;
    return [
      [
        { type: 'TOGGLE', id: first, via: 'click' },
        { type: 'ANIMATION_DONE' },
        { type: 'TOGGLE', id: first, via: 'Space' },
        { type: 'FOCUS_MOVE', key: 'ArrowDown' },
        { type: 'TOGGLE', id: second, via: 'Space' },
        { type: 'ANIMATION_DONE' },
        { type: 'TOGGLE', id: second, via: 'Space' },
      ],
    ];
  },
  view: (snapshot) => ({
    open: [...snapshot.context.open].sort(),
    animating: snapshot.matches('animating'),
    focused: snapshot.context.focused,
  }),
};
