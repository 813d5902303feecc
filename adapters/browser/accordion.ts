import type { Actor } from 'xstate';
import { accordionPartId } from '../../machines/accordion/connect.ts';
import type { accordionMachine } from '../../machines/accordion/machine.ts';
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
