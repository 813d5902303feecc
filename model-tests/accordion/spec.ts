import { assign, setup } from 'xstate';

/**
 * The accordion as a user meets it. Written apart from the real machine on purpose: it states
 * the spec's rules again (BLK-001..005, WAI-ARIA accordion keys) so the two can disagree.
 */
export interface AccordionModelConfig {
  items: readonly string[];
  allowMultiple: boolean;
  expandFirst: boolean;
}

export type AccordionKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

export type AccordionModelEvent =
  /** Activate an item's header by mouse, or by Enter or Space while it has focus. */
  | { type: 'TOGGLE'; id: string; via: 'click' | 'Enter' | 'Space' }
  /** Press a focus key while a header has focus. */
  | { type: 'FOCUS_MOVE'; key: AccordionKey }
  /** Let the 250 ms animation run out. */
  | { type: 'ANIMATION_DONE' };

/** What every renderer must show: open items (sorted), whether it animates, focused header. */
export interface AccordionView {
  open: string[];
  animating: boolean;
  focused: string | null;
}

interface SpecContext {
  config: AccordionModelConfig;
  open: string[];
  focused: string | null;
}

function nextFocus(items: readonly string[], focused: string, key: AccordionKey): string | null {
  const at = items.indexOf(focused);
  const last = items.length - 1;
  const index = key === 'Home' ? 0 : key === 'End' ? last : key === 'ArrowDown' ? (at === last ? 0 : at + 1) : at === 0 ? last : at - 1;
  return items[index] ?? null;
}

function afterToggle({ config, open }: SpecContext, id: string): string[] {
  if (open.includes(id)) return open.filter((other) => other !== id);
  return (config.allowMultiple ? [...open, id] : [id]).sort();
}

export function createAccordionSpec(config: AccordionModelConfig) {
  return setup({
    types: { context: {} as SpecContext, events: {} as AccordionModelEvent },
    guards: { hasFocus: ({ context }) => context.focused !== null },
  }).createMachine({
    id: 'accordionSpec',
    context: { config, open: config.expandFirst && config.items[0] ? [config.items[0]] : [], focused: null },
    initial: 'idle',
    on: {
      FOCUS_MOVE: {
        guard: 'hasFocus',
        actions: assign({ focused: ({ context, event }) => nextFocus(config.items, context.focused ?? '', event.key) }),
      },
    },
    states: {
      idle: {
        on: {
          // Activating a header focuses it, opens or closes its item and starts the animation.
          TOGGLE: {
            target: 'animating',
            actions: assign({ open: ({ context, event }) => afterToggle(context, event.id), focused: ({ event }) => event.id }),
          },
        },
      },
      animating: {
        on: {
          // BLK-003: while animating a click only moves focus; nothing opens or closes.
          TOGGLE: { actions: assign({ focused: ({ event }) => event.id }) },
          ANIMATION_DONE: 'idle',
        },
      },
    },
  });
}

export type AccordionSpec = ReturnType<typeof createAccordionSpec>;
