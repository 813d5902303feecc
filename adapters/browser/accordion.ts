import type { Actor } from 'xstate';
import { sameItems } from '../../machines/accordion/logic.ts';
import { accordionPartId } from '../../machines/accordion/connect.ts';
import type { accordionMachine } from '../../machines/accordion/machine.ts';
import type { ControlledProp } from './controllable.ts';
import { focusElementById } from './focus.ts';

/**
 * Performs the accordion's emitted effects in the DOM: `focusItem` moves focus to that item's
 * header button (Up/Down/Home/End of the WAI-ARIA accordion pattern). Returns the unsubscribe.
 */
export function bindAccordionEffects(actor: Actor<typeof accordionMachine>, doc: Document = document): () => void {
  const subscription = actor.on('focusItem', ({ id }) =>
    focusElementById(accordionPartId(actor.getSnapshot().context.id, 'trigger', id), doc),
  );
  return () => subscription.unsubscribe();
}

const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, at) => Object.is(item, b[at]));

/** The accordion's open items: `value`/`defaultValue`/`onValueChange`. */
export const accordionValue: ControlledProp<Actor<typeof accordionMachine>, readonly string[], string[]> = {
  apply: (actor, value) => actor.send({ type: 'SET_VALUE', value }),
  listen: (actor, report) => {
    const subscription = actor.on('valueChange', ({ value }) => report(value));
    return () => subscription.unsubscribe();
  },
  holds: (value, asked) => sameItems(value, asked),
  equal: sameList,
};
