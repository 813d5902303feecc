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
    { items: ITEMS, allowMultiple: false, expandFirst: false, controlled: true },
    { items: ITEMS, allowMultiple: true, expandFirst: true, controlled: true },
  ],
  describeConfig: ({ items, allowMultiple, expandFirst, controlled }) =>
    `${items.length} items${allowMultiple ? ', allowMultiple' : ''}${expandFirst ? ', expandFirst' : ''}${controlled ? ', controlled' : ''}`,
  createSpec: createAccordionSpec,
  events(config, snapshot: SnapshotFrom<AccordionSpec>) {
    const { focused, animating } = snapshot.context;
    // While items animate, the search presses only those (ignored); a press on another item
    // during an animation is walked by the extra paths, which keeps the plan small.
    const pressable = (id: string) => snapshot.matches('idle') || animating.includes(id);
    const events: AccordionModelEvent[] = [];
    // Keyboard activation first, so shortest paths use it whenever a header has focus.
    if (focused !== null) {
      if (pressable(focused)) events.push({ type: 'TOGGLE', id: focused, via: 'Enter' });
      for (const key of FOCUS_KEYS) events.push({ type: 'FOCUS_MOVE', key });
    }
    for (const id of config.items) if (pressable(id)) events.push({ type: 'TOGGLE', id, via: 'click' });
    if (snapshot.matches('animating')) events.push({ type: 'ANIMATION_DONE' });
    if (config.controlled) {
      // The page answers: the value the visitor asked for, another, or one the rules refuse.
      const asked = snapshot.context.told;
      if (asked) events.push({ type: 'PAGE_VALUE', value: asked });
      events.push({ type: 'PAGE_VALUE', value: ['c', 'a'] }, { type: 'PAGE_VALUE', value: [] }, { type: 'PAGE_ITEMS' });
      // The rule becomes single again only with one open item at most (which of two would stay
      // depends on the order they opened in, which the spec does not keep).
      const { allowMultiple, open } = snapshot.context;
      events.push({ type: 'PAGE_MULTIPLE', allowMultiple: !allowMultiple || open.length > 1 });
    }
    return events;
  },
  // Space activates like Enter; shortest paths never need it, so walk it explicitly. BLK-003 per
  // item: Enter (or Space) on one header, then on the next within 250 ms, opens the second too.
  extraPaths: (config) => {
    const [first = '', second = '', third = ''] = config.items;
    if (config.controlled) {
      return [
        // The visitor asks, the page answers with that value; asking again while it animates is ignored.
        [{ type: 'TOGGLE', id: second, via: 'click' }, { type: 'PAGE_VALUE', value: [second] }, { type: 'TOGGLE', id: second, via: 'Enter' }, { type: 'TOGGLE', id: third, via: 'click' }, { type: 'ANIMATION_DONE' }],
        // The page's value changes while an item animates.
        [{ type: 'PAGE_VALUE', value: [first] }, { type: 'PAGE_VALUE', value: [third] }, { type: 'ANIMATION_DONE' }],
        // The page gives its items again: nothing changes, the next press is taken.
        [{ type: 'PAGE_ITEMS' }, { type: 'TOGGLE', id: first, via: 'click' }],
      ];
    }
    return [
      [
        { type: 'TOGGLE', id: first, via: 'click' },
        { type: 'FOCUS_MOVE', key: 'ArrowDown' },
        { type: 'TOGGLE', id: second, via: 'Enter' },
        { type: 'TOGGLE', id: first, via: 'click' },
        { type: 'ANIMATION_DONE' },
      ],
      [
        { type: 'TOGGLE', id: second, via: 'click' },
        { type: 'FOCUS_MOVE', key: 'ArrowDown' },
        { type: 'TOGGLE', id: third, via: 'Space' },
        { type: 'FOCUS_MOVE', key: 'Home' },
        { type: 'TOGGLE', id: first, via: 'Enter' },
        { type: 'ANIMATION_DONE' },
      ],
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
    animatingItems: [...snapshot.context.animating].sort(),
    focused: snapshot.context.focused,
    told: snapshot.context.told && [...snapshot.context.told].sort(),
  }),
};
