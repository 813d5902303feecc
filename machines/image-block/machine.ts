import { assign, setup } from 'xstate';
import { IMAGE_BLOCK_INTERSECTION_RATIO } from './constants.ts';
import { isSeen } from './logic.ts';

/** What the image block machine starts from: `createActor(imageBlockMachine, { input })`. */
export interface ImageBlockInput {
  /** The block's width (px) when known: a server does not know it. */
  width?: number | null;
  /** The smallest font size (px) of its text, once measured. */
  minFontSize?: number | null;
  /** [BLK-069] The share of the block in the viewport that counts as seen: 0.5 by default. */
  intersectionRatio?: number;
}

/** What the image block machine remembers (`snapshot.context`). */
export interface ImageBlockContext {
  width: number | null;
  minFontSize: number | null;
  threshold: number;
}

/** The events the image block machine accepts. */
export type ImageBlockEvent =
  /** [BLK-066] The block's width changed. */
  | { type: 'RESIZE'; width: number }
  /** [BLK-067] The smallest font size of its text, measured. */
  | { type: 'FONT'; minFontSize: number }
  /** [BLK-069] How much of the block is in the viewport now (0..1). */
  | { type: 'INTERSECT'; ratio: number };

/**
 * The image block: its width and text size as the browser measures them (its narrow layout
 * [BLK-066] and min-font class [BLK-067] follow), and whether the visitor has seen it: half of it
 * in the viewport [BLK-069], after which its video loads. Seen stays seen.
 */
export const imageBlockMachine = setup({
  types: { input: {} as ImageBlockInput, context: {} as ImageBlockContext, events: {} as ImageBlockEvent },
  guards: {
    /** [BLK-069] */
    halfInView: ({ context, event }) => event.type === 'INTERSECT' && isSeen(event.ratio, context.threshold),
  },
  actions: {
    setWidth: assign({ width: ({ context, event }) => (event.type === 'RESIZE' && Number.isFinite(event.width) && event.width >= 0 ? event.width : context.width) }),
    setMinFontSize: assign({
      minFontSize: ({ context, event }) => (event.type === 'FONT' && Number.isFinite(event.minFontSize) && event.minFontSize > 0 ? event.minFontSize : context.minFontSize),
    }),
  },
}).createMachine({
  id: 'imageBlock',
  context: ({ input }) => ({
    width: input.width ?? null,
    minFontSize: input.minFontSize ?? null,
    threshold: input.intersectionRatio !== undefined && input.intersectionRatio > 0 && input.intersectionRatio <= 1 ? input.intersectionRatio : IMAGE_BLOCK_INTERSECTION_RATIO,
  }),
  on: {
    RESIZE: { actions: 'setWidth' },
    FONT: { actions: 'setMinFontSize' },
  },
  initial: 'waiting',
  states: {
    /** Not yet half in view. */
    waiting: {
      on: { INTERSECT: { guard: 'halfInView', target: 'seen' } },
    },
    /** Half of it has been in view: its video loads; it stays seen. */
    seen: {},
  },
});
