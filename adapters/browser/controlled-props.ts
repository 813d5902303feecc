import type { Actor } from 'xstate';
import type { galleryMachine } from '../../machines/gallery/machine.ts';
import type { tabsMachine } from '../../machines/tabs/machine.ts';
import type { ControlledProp } from './controllable.ts';

/**
 * The values a page may own, one per slice (ARCHITECTURE.md, "One shape for every slice"): how
 * each reaches its actor and how the actor reports it. `bindControllable` (plain DOM) and
 * `useControllableState` (React) bind them; nothing else sends these events for a page. The
 * accordion's (`accordionValue`) is in ./accordion.ts, beside its effects, and the lightbox's
 * (`lightboxOpen`) in ./controlled-lightbox.ts: a page whose gallery comes with it and whose
 * accordion and lightbox come on demand ships their descriptors only with them.
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
