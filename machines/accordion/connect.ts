import type { SnapshotFrom } from 'xstate';
import { keepProps, type NormalizeProps } from '../shared/normalize.ts';
import { ACCORDION_ANIMATION_MS } from './constants.ts';
import { FOCUS_KEYS } from './logic.ts';
import type { AccordionEvent, accordionMachine } from './machine.ts';

export type AccordionSnapshot = SnapshotFrom<typeof accordionMachine>;

/** The part of a DOM or React keyboard event the handlers read. */
export interface KeyboardEventLike {
  key: string;
  preventDefault(): void;
}

/** DOM ids of an item's parts, derived from the accordion id so the renderer needs no state. */
export function accordionPartId(rootId: string, part: 'trigger' | 'panel', itemId: string): string {
  return `${rootId}-${part}-${encodeURIComponent(itemId).replace(/%/g, '_')}`;
}

export interface AccordionApi {
  /** Ids of the open items, in the order they were opened. */
  open: readonly string[];
  /** True while any item animates (250 ms after each open or close) [BLK-005]. */
  animating: boolean;
  isOpen(itemId: string): boolean;
  /** True while this item animates, when its own toggles are ignored [BLK-003]. */
  isAnimating(itemId: string): boolean;
  getRootProps(): {
    id: string;
    'data-scope': 'accordion';
    'data-part': 'root';
    'data-animating': '' | undefined;
    style: Record<string, string>;
  };
  getItemProps(itemId: string): { 'data-scope': 'accordion'; 'data-part': 'item'; 'data-state': 'open' | 'closed'; 'data-animating': '' | undefined };
  getHeadingProps(itemId: string): { 'data-scope': 'accordion'; 'data-part': 'heading' };
  /** Spread on a `<button>`: Enter and Space activate it natively (WAI-ARIA accordion). */
  getTriggerProps(itemId: string): {
    id: string;
    type: 'button';
    'aria-expanded': 'true' | 'false';
    'aria-controls': string;
    'data-scope': 'accordion';
    'data-part': 'trigger';
    'data-state': 'open' | 'closed';
    onClick(): void;
    onKeyDown(event: KeyboardEventLike): void;
  };
  getPanelProps(itemId: string): {
    id: string;
    role: 'region';
    'aria-labelledby': string;
    hidden: boolean;
    'data-scope': 'accordion';
    'data-part': 'panel';
    'data-state': 'open' | 'closed';
  };
  /** The panel's inner wrapper, which the collapse animation clips. */
  getPanelContentProps(itemId: string): { 'data-scope': 'accordion'; 'data-part': 'panel-content' };
}

/**
 * Pure view model of the WAI-ARIA accordion pattern for any renderer; `normalize` adapts the
 * props to it (React's keeps them; the plain DOM's `normalizeProps` renames them).
 */
export function connect(snapshot: AccordionSnapshot, send: (event: AccordionEvent) => void, normalize: NormalizeProps = keepProps): AccordionApi {
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
      'data-scope': 'accordion',
      'data-part': 'root',
      'data-animating': animating ? '' : undefined,
      // [BLK-005] CSS transitions read the machine's duration, so the two never drift apart.
      style: { '--sm-accordion-duration': `${ACCORDION_ANIMATION_MS}ms` },
    }),
    getItemProps: (itemId) => normalize({ 'data-scope': 'accordion', 'data-part': 'item', 'data-state': state(itemId), 'data-animating': isAnimating(itemId) ? '' : undefined }),
    getHeadingProps: () => normalize({ 'data-scope': 'accordion', 'data-part': 'heading' }),
    getTriggerProps: (itemId) => normalize({
      id: accordionPartId(rootId, 'trigger', itemId),
      type: 'button',
      'aria-expanded': isOpen(itemId) ? 'true' : 'false',
      'aria-controls': accordionPartId(rootId, 'panel', itemId),
      'data-scope': 'accordion',
      'data-part': 'trigger',
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
      'data-scope': 'accordion',
      'data-part': 'panel',
      'data-state': state(itemId),
    }),
    getPanelContentProps: () => normalize({ 'data-scope': 'accordion', 'data-part': 'panel-content' }),
  };
}
