import { assign, setup } from 'xstate';

/**
 * The accordion as a user meets it. Written apart from the real machine on purpose: it states
 * the spec's rules again (BLK-001..005, WAI-ARIA accordion keys) so the two can disagree.
 */
export interface AccordionModelConfig {
  items: readonly string[];
  allowMultiple: boolean;
  expandFirst: boolean;
  /** The page owns the open items (`value` with `onValueChange`, Radix's convention). */
  controlled?: boolean;
}

export type AccordionKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

export type AccordionModelEvent =
  /** Activate an item's header by mouse, or by Enter or Space while it has focus. */
  | { type: 'TOGGLE'; id: string; via: 'click' | 'Enter' | 'Space' }
  /** Press a focus key while a header has focus. */
  | { type: 'FOCUS_MOVE'; key: AccordionKey }
  /** Let 250 ms pass: every running animation runs out. */
  | { type: 'ANIMATION_DONE' }
  /** The page sets the open items (a controlled `value`, or an imperative set). */
  | { type: 'PAGE_VALUE'; value: readonly string[] }
  /** The page gives its items again (a new list of the same items). */
  | { type: 'PAGE_ITEMS' }
  /** The page lets several items be open, or one. */
  | { type: 'PAGE_MULTIPLE'; allowMultiple: boolean };

/**
 * What every renderer must show: open items (sorted), whether any item animates and which
 * (sorted), focused header.
 */
export interface AccordionView {
  open: string[];
  animating: boolean;
  animatingItems: string[];
  focused: string | null;
  /**
   * The open items the page was last told of (`onValueChange`, sorted), or null: after each
   * toggle (controlled: the visitor's request), and when the rules changed a value the page set.
   */
  told: string[] | null;
}

interface SpecContext {
  config: AccordionModelConfig;
  allowMultiple: boolean;
  told: string[] | null;
  open: string[];
  /** Items in their 250 ms animation (BLK-003 read per item, README). */
  animating: string[];
  focused: string | null;
}

function nextFocus(items: readonly string[], focused: string, key: AccordionKey): string | null {
  const at = items.indexOf(focused);
  const last = items.length - 1;
  const index = key === 'Home' ? 0 : key === 'End' ? last : key === 'ArrowDown' ? (at === last ? 0 : at + 1) : at === 0 ? last : at - 1;
  return items[index] ?? null;
}

function afterToggle({ allowMultiple, open }: SpecContext, id: string): string[] {
  if (open.includes(id)) return open.filter((other) => other !== id);
  return (allowMultiple ? [...open, id] : [id]).sort();
}

/** New open items: every item whose openness changed starts animating. */
function opened(context: SpecContext, open: string[]): Partial<SpecContext> {
  const changed = context.config.items.filter((item) => open.includes(item) !== context.open.includes(item));
  return { open, animating: [...new Set([...context.animating, ...changed])].sort() };
}

/**
 * A toggle's effect: the new open items, told to the page, and every item whose openness changed
 * starts animating. Controlled, the page is only told: nothing opens or closes.
 */
function toggled(context: SpecContext, id: string): Partial<SpecContext> {
  const open = afterToggle(context, id);
  if (context.config.controlled) return { told: open, focused: id };
  return { ...opened(context, open), told: open, focused: id };
}

/** [BLK-002] What the rules make of a value the page sets: known items, and one only unless several may be open (the last named). */
function allowed(context: SpecContext, value: readonly string[]): string[] {
  const known = [...new Set(value)].filter((id) => context.config.items.includes(id));
  return (context.allowMultiple ? known : known.slice(-1)).sort();
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

export function createAccordionSpec(config: AccordionModelConfig) {
  return setup({
    types: { context: {} as SpecContext, events: {} as AccordionModelEvent },
    guards: {
      hasFocus: ({ context }) => context.focused !== null,
      itemAnimates: ({ context, event }) => event.type === 'TOGGLE' && context.animating.includes(event.id),
      // The planner also tries events without their payload: no value is an empty one.
      opensOrCloses: ({ context, event }) => event.type === 'PAGE_VALUE' && !same(allowed(context, event.value ?? []), context.open),
    },
    actions: {
      // The page's value as the rules allow it; a value they changed is told back.
      setValue: assign(({ context, event }) => {
        if (event.type !== 'PAGE_VALUE') return {};
        const value = event.value ?? [];
        const open = allowed(context, value);
        const told = same(open, value) ? context.told : open;
        return same(open, context.open) ? { told } : { ...opened(context, open), told };
      }),
      setMultiple: assign(({ context, event }) => {
        if (event.type !== 'PAGE_MULTIPLE') return {};
        const allowMultiple = event.allowMultiple ?? context.allowMultiple;
        return { allowMultiple, open: allowed({ ...context, allowMultiple }, context.open) };
      }),
    },
  }).createMachine({
    id: 'accordionSpec',
    context: { config, allowMultiple: config.allowMultiple, told: null, open: config.expandFirst && config.items[0] ? [config.items[0]] : [], animating: [], focused: null },
    initial: 'idle',
    on: {
      FOCUS_MOVE: {
        guard: 'hasFocus',
        actions: assign({ focused: ({ context, event }) => nextFocus(config.items, context.focused ?? '', event.key) }),
      },
      // What the page does: only modelled for a controlled accordion (the one whose page sets it).
      ...(config.controlled
        ? {
            PAGE_VALUE: [{ guard: 'opensOrCloses', target: '.animating', actions: 'setValue' }, { actions: 'setValue' }],
            PAGE_ITEMS: {},
            PAGE_MULTIPLE: { actions: 'setMultiple' },
          }
        : {}),
    },
    states: {
      idle: {
        on: {
          // Activating a header focuses it, opens or closes its item and starts the animation;
          // controlled, it only tells the page.
          TOGGLE: config.controlled
            ? { actions: assign(({ context, event }) => toggled(context, event.id)) }
            : { target: 'animating', actions: assign(({ context, event }) => toggled(context, event.id)) },
        },
      },
      animating: {
        on: {
          TOGGLE: [
            // BLK-003, per item: a click on an animating item only moves focus.
            { guard: 'itemAnimates', actions: assign({ focused: ({ event }) => event.id }) },
            // Any other item is taken at once (a fast keyboard user, APG).
            { actions: assign(({ context, event }) => toggled(context, event.id)) },
          ],
          ANIMATION_DONE: { target: 'idle', actions: assign({ animating: [] }) },
        },
      },
    },
  });
}

export type AccordionSpec = ReturnType<typeof createAccordionSpec>;
