import { assign, setup } from 'xstate';

/**
 * The image block as a visitor's browser meets it, stated apart from the real machine
 * (BLK-066..069): its width decides its narrow layout (under 415 px), its text's smallest size
 * the min-font class (13 px or less), and it is seen once half of it has been in view, for good.
 */
export interface ImageBlockModelConfig {
  /** Widths the block may be resized to. */
  widths: readonly number[];
  /** Smallest text sizes it may measure. */
  fontSizes: readonly number[];
}

export type ImageBlockModelEvent =
  | { type: 'RESIZE'; width: number }
  | { type: 'FONT'; size: number }
  /** The share of the block in the viewport now. */
  | { type: 'SCROLL'; ratio: number };

export interface ImageBlockView {
  state: 'waiting' | 'seen';
  narrow: boolean;
  minFont: boolean;
}

interface SpecContext {
  width: number | null;
  size: number | null;
}

export function createImageBlockSpec(_config: ImageBlockModelConfig) {
  return setup({
    types: { context: {} as SpecContext, events: {} as ImageBlockModelEvent },
    guards: { halfInView: ({ event }) => event.type === 'SCROLL' && event.ratio >= 0.5 },
    actions: {
      resize: assign({ width: ({ context, event }) => (event.type === 'RESIZE' ? event.width : context.width) }),
      font: assign({ size: ({ context, event }) => (event.type === 'FONT' ? event.size : context.size) }),
    },
  }).createMachine({
    id: 'imageBlockSpec',
    context: { width: null, size: null },
    on: { RESIZE: { actions: 'resize' }, FONT: { actions: 'font' } },
    initial: 'waiting',
    states: {
      waiting: { on: { SCROLL: { guard: 'halfInView', target: 'seen' } } },
      seen: { on: { SCROLL: {} } },
    },
  });
}

export type ImageBlockSpec = ReturnType<typeof createImageBlockSpec>;
