import { assign, emit, enqueueActions, setup } from 'xstate';
import { ACCORDION_ANIMATION_MS, ACCORDION_DEFAULT_ID } from './constants.ts';
import { allowedValue, changedItems, focusTarget, initiallyOpen, sameItems, toggleItem, type FocusMove } from './logic.ts';

/** What the accordion machine starts from: `createActor(accordionMachine, { input })`. */
export interface AccordionInput {
  /** Item ids in display order. */
  items: readonly string[];
  /** [BLK-002] Several items may be open at once. */
  allowMultiple?: boolean;
  /** [BLK-004] The first item starts expanded (when no `value` is given). */
  expandFirst?: boolean;
  /** Prefix of the DOM ids `connect` derives; unique per page. */
  id?: string;
  /** The items open at the start (a component's `defaultValue`, or its controlled `value`). */
  value?: readonly string[];
  /**
   * The page owns the open items (a controlled component): a toggle only asks for the new value
   * (`valueChange`), and the open items change when the page sends SET_VALUE.
   */
  controlled?: boolean;
}

/** What the accordion machine remembers (`snapshot.context`). */
export interface AccordionContext {
  id: string;
  items: readonly string[];
  allowMultiple: boolean;
  controlled: boolean;
  open: string[];
  /** Items in their 250 ms open or close animation [BLK-003] [BLK-005]; each ignores TOGGLE until it ends. */
  animating: string[];
}

/** The events the accordion machine accepts. */
export type AccordionEvent =
  | { type: 'TOGGLE'; id: string }
  | { type: 'FOCUS_MOVE'; from: string; move: FocusMove }
  /** Raised by the machine itself, 250 ms after an item started to open or close. */
  | { type: 'ANIMATION_END'; id: string }
  /** The page sets the open items (a controlled value that changed, or an imperative set). */
  | { type: 'SET_VALUE'; value: readonly string[] }
  /** The items changed after the start (added, removed, reordered). */
  | { type: 'SET_ITEMS'; items: readonly string[] }
  | { type: 'SET_OPTIONS'; allowMultiple: boolean };

export type AccordionEmitted =
  /** Move DOM focus to that item's header button. */
  | { type: 'focusItem'; id: string }
  /**
   * The open items the visitor's toggle leads to (uncontrolled: now open; controlled: asked
   * for), or the value the rules made of one the page set (reported, not forced).
   */
  | { type: 'valueChange'; value: string[] };

/** The id of an item's pending ANIMATION_END, so a restarted animation replaces it. */
const animationTimer = (itemId: string) => `animation:${itemId}`;

/**
 * [BLK-001] [BLK-002] [BLK-005] Opening and closing items: every item whose openness changes
 * starts its own 250 ms animation (one already animating starts again from now).
 */
function opened(context: AccordionContext, open: string[]) {
  const changed = changedItems(context.open, open);
  return { changed, assignment: { open, animating: [...new Set([...context.animating, ...changed])] } };
}

/** The accordion: which items are open, with TOGGLE ignored while an item animates [BLK-005]. */
export const accordionMachine = setup({
  types: {
    input: {} as AccordionInput,
    context: {} as AccordionContext,
    events: {} as AccordionEvent,
    emitted: {} as AccordionEmitted,
  },
  guards: {
    // [BLK-003] Read per item: a press on an item that is not animating is taken, even while
    // another item animates (a fast keyboard user pressing one header, then the next).
    canToggle: ({ context, event }) => event.type === 'TOGGLE' && context.items.includes(event.id) && !context.animating.includes(event.id),
    // Controlled: the page decides; a toggle only asks.
    canToggleControlled: ({ context, event }) =>
      context.controlled && event.type === 'TOGGLE' && context.items.includes(event.id) && !context.animating.includes(event.id),
    nothingAnimates: ({ context }) => context.animating.length === 0,
    isKnownOrigin: ({ context, event }) => event.type === 'FOCUS_MOVE' && context.items.includes(event.from),
    changesOpenItems: ({ context, event }) =>
      event.type === 'SET_VALUE' && !sameItems(context.open, allowedValue(event.value, context.items, context.allowMultiple)),
  },
  actions: {
    toggle: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'TOGGLE') return;
      const open = toggleItem(context.open, event.id, context.allowMultiple);
      const { changed, assignment } = opened(context, open);
      for (const itemId of changed) {
        enqueue.cancel(animationTimer(itemId));
        enqueue.raise({ type: 'ANIMATION_END', id: itemId }, { delay: 'animation', id: animationTimer(itemId) });
      }
      enqueue.assign(assignment);
      enqueue.emit({ type: 'valueChange', value: open });
    }),
    requestToggle: emit(({ context, event }) => ({
      type: 'valueChange' as const,
      value: event.type === 'TOGGLE' ? toggleItem(context.open, event.id, context.allowMultiple) : context.open,
    })),
    // The page's value, as the rules allow it; one they changed goes back to the page.
    setValue: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'SET_VALUE') return;
      const open = allowedValue(event.value, context.items, context.allowMultiple);
      const { changed, assignment } = opened(context, open);
      for (const itemId of changed) {
        enqueue.cancel(animationTimer(itemId));
        enqueue.raise({ type: 'ANIMATION_END', id: itemId }, { delay: 'animation', id: animationTimer(itemId) });
      }
      if (changed.length > 0) enqueue.assign(assignment);
      if (!sameItems(event.value, open)) enqueue.emit({ type: 'valueChange', value: open });
    }),
    setItems: assign(({ context, event }) => {
      if (event.type !== 'SET_ITEMS') return {};
      return { items: event.items, open: context.open.filter((id) => event.items.includes(id)), animating: context.animating.filter((id) => event.items.includes(id)) };
    }),
    setOptions: assign(({ context, event }) => {
      if (event.type !== 'SET_OPTIONS') return {};
      return { allowMultiple: event.allowMultiple, open: allowedValue(context.open, context.items, event.allowMultiple) };
    }),
    endAnimation: assign({
      animating: ({ context, event }) => (event.type === 'ANIMATION_END' ? context.animating.filter((itemId) => itemId !== event.id) : context.animating),
    }),
    emitFocus: emit(({ context, event }) => ({
      type: 'focusItem' as const,
      id: event.type === 'FOCUS_MOVE' ? focusTarget(context.items, event.from, event.move) : '',
    })),
  },
  delays: {
    // [BLK-005] The animation lasts 250 ms.
    animation: ACCORDION_ANIMATION_MS,
  },
}).createMachine({
  id: 'accordion',
  context: ({ input }) => {
    const allowMultiple = input.allowMultiple ?? false;
    return {
      id: input.id ?? ACCORDION_DEFAULT_ID,
      items: input.items,
      allowMultiple,
      controlled: input.controlled ?? false,
      open: input.value ? allowedValue(input.value, input.items, allowMultiple) : initiallyOpen(input.items, input.expandFirst ?? false),
      animating: [],
    };
  },
  initial: 'idle',
  on: {
    // Focus moves are allowed during the animation: only toggles wait for it.
    FOCUS_MOVE: { guard: 'isKnownOrigin', actions: 'emitFocus' },
    // A new value opens and closes items with the same animation as a click.
    SET_VALUE: [{ guard: 'changesOpenItems', target: '.animating', actions: 'setValue' }, { actions: 'setValue' }],
    SET_ITEMS: { actions: 'setItems' },
    SET_OPTIONS: { actions: 'setOptions' },
  },
  states: {
    idle: {
      on: {
        TOGGLE: [
          { guard: 'canToggleControlled', actions: 'requestToggle' },
          // [BLK-001] A click toggles the item.
          { guard: 'canToggle', target: 'animating', actions: 'toggle' },
        ],
      },
    },
    // Some item animates; [BLK-003] a TOGGLE of that item is ignored, of any other taken.
    animating: {
      always: { guard: 'nothingAnimates', target: 'idle' },
      on: {
        TOGGLE: [{ guard: 'canToggleControlled', actions: 'requestToggle' }, { guard: 'canToggle', actions: 'toggle' }],
        ANIMATION_END: { actions: 'endAnimation' },
      },
    },
  },
});
