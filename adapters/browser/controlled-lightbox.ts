import type { Actor, EmittedFrom } from 'xstate';
import type { lightboxMachine } from '../../machines/lightbox/machine.ts';
import type { ControlledProp } from './controllable.ts';

// The lightbox's controlled props (see ./controlled-props.ts), in a module of its own: the
// lightbox's code comes on demand, and so does this.

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
