import type { Actor, EmittedFrom } from 'xstate';
import type { galleryMachine } from '../../machines/gallery/machine.ts';
import type { lightboxMachine } from '../../machines/lightbox/machine.ts';
import type { tabsMachine } from '../../machines/tabs/machine.ts';
import type { ControlledProp } from './controllable.ts';

/**
 * The values a page may own, one per slice (ARCHITECTURE.md, "One shape for every slice"): how
 * each reaches its actor and how the actor reports it. `bindControllable` (plain DOM) and
 * `useControllableState` (React) bind them; nothing else sends these events for a page. The
 * accordion's (`accordionValue`) is in ./accordion.ts, beside its effects: a page whose gallery
 * comes with it and whose accordion is an island ships the accordion's rules only in the island.
 */

/** The selected tab: `value`/`defaultValue`/`onValueChange`. */
export const tabsValue: ControlledProp<Actor<typeof tabsMachine>, string, string> = {
  apply: (actor, value) => actor.send({ type: 'SET_VALUE', value }),
  listen: (actor, report) => {
    const subscription = actor.on('valueChange', ({ value }) => report(value));
    return () => subscription.unsubscribe();
  },
  holds: (value, asked) => value === asked,
};

/** The gallery's slide shown: `index`/`defaultIndex`/`onIndexChange`. */
export const galleryIndex: ControlledProp<Actor<typeof galleryMachine>, number, number> = {
  apply: (actor, index) => actor.send({ type: 'SET_INDEX', index }),
  listen: (actor, report) => {
    const subscription = actor.on('indexChange', ({ index }) => report(index));
    return () => subscription.unsubscribe();
  },
  holds: (index, asked) => index === asked,
};

/** A lightbox's open state and the item it shows, which the page sets together. */
export interface LightboxOpenValue {
  open: boolean;
  /** The item shown while open; the lightbox's own when absent. */
  index?: number;
}

/** What a lightbox reports: it opened or closed (`onOpenChange`), or shows another item (`onIndexChange`). */
export type LightboxOpenReport = Extract<EmittedFrom<typeof lightboxMachine>, { type: 'openChange' | 'indexChange' }>;

/**
 * A lightbox's `open`/`defaultOpen`/`onOpenChange` with `index`/`defaultIndex`/`onIndexChange`:
 * sent once the page has hydrated (a lightbox is never in the server's page), a default by
 * opening it as a visitor would.
 */
export const lightboxOpen: ControlledProp<Actor<typeof lightboxMachine>, LightboxOpenValue, LightboxOpenReport> = {
  apply: (actor, { open, index }) => actor.send({ type: 'SET_OPEN', open, index }),
  applyDefault: (actor, { open, index = 0 }) => {
    if (open) actor.send({ type: 'OPEN', index });
  },
  applyAtStart: true,
  listen: (actor, report) => {
    const subscriptions = [actor.on('openChange', report), actor.on('indexChange', report)];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  },
  holds: (value, asked) =>
    asked.type === 'openChange' ? asked.open === value.open && (!asked.open || asked.index === value.index) : value.open && asked.index === value.index,
  equal: (a, b) => a.open === b.open && a.index === b.index,
};
