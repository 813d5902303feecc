import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { accordionAnatomy } from './anatomy.ts';
import { ACCORDION_ANIMATION_MS } from './constants.ts';
import { FOCUS_KEYS } from './logic.ts';
import type { AccordionEvent, accordionMachine } from './machine.ts';
import type { AccordionApi } from './types.ts';

export type AccordionSnapshot = SnapshotFrom<typeof accordionMachine>;

/** DOM ids of an item's parts, derived from the accordion id so the renderer needs no state (the anatomy's ids). */
export function accordionPartId(rootId: string, part: 'trigger' | 'panel', itemId: string): string {
  return accordionAnatomy.id(rootId, part, itemId);
}

/**
 * Pure view model of the WAI-ARIA accordion pattern for any renderer; `normalize` adapts the
 * props to it (React's keeps them; the plain DOM's `normalizeProps` renames them).
 */
export function connect(snapshot: AccordionSnapshot, send: (event: AccordionEvent) => void, normalize: NormalizeProps): AccordionApi {
  const { id: rootId, open } = snapshot.context;
  const animating = snapshot.context.animating.length > 0;
  const isOpen = (itemId: string) => open.includes(itemId);
  const isAnimating = (itemId: string) => snapshot.context.animating.includes(itemId);
  const state = (itemId: string) => (isOpen(itemId) ? 'open' : 'closed') as 'open' | 'closed';

  return {
    open,
    animating,
    isOpen,
    isAnimating,
    getRootProps: () => normalize({
      id: rootId,
      ...accordionAnatomy.attrs('root'),
      'data-animating': animating ? '' : undefined,
      // [BLK-005] CSS transitions read the machine's duration, so the two never drift apart.
      style: { '--sm-accordion-duration': `${ACCORDION_ANIMATION_MS}ms` },
    }),
    getItemProps: (itemId) => normalize({ ...accordionAnatomy.attrs('item'), 'data-state': state(itemId), 'data-animating': isAnimating(itemId) ? '' : undefined }),
    getHeadingProps: () => normalize(accordionAnatomy.attrs('heading')),
    getTriggerProps: (itemId) => normalize({
      id: accordionPartId(rootId, 'trigger', itemId),
      type: 'button',
      'aria-expanded': isOpen(itemId) ? 'true' : 'false',
      'aria-controls': accordionPartId(rootId, 'panel', itemId),
      ...accordionAnatomy.attrs('trigger'),
      'data-state': state(itemId),
      onClick: () => send({ type: 'TOGGLE', id: itemId }),
      onKeyDown: (event) => {
        const move = FOCUS_KEYS[event.key];
        if (move === undefined) return;
        event.preventDefault();
        send({ type: 'FOCUS_MOVE', from: itemId, move });
      },
    }),
    getPanelProps: (itemId) => normalize({
      id: accordionPartId(rootId, 'panel', itemId),
      role: 'region',
      'aria-labelledby': accordionPartId(rootId, 'trigger', itemId),
      // A closing panel stays in the DOM until its 250 ms collapse ends, then leaves the
      // accessibility tree; renderers without the stylesheet still hide closed panels.
      hidden: !isOpen(itemId) && !isAnimating(itemId),
      ...accordionAnatomy.attrs('panel'),
      'data-state': state(itemId),
    }),
    getPanelContentProps: () => normalize(accordionAnatomy.attrs('panel-content')),
  };
}
