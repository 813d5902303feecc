import { assign, setup } from 'xstate';
import { TEXT_SHRINK_MIN_FONT_SIZE, TEXT_SHRINK_RESIZE_DEBOUNCE_MS } from './constants.ts';

/** What the text shrink machine starts from: `createActor(textShrinkMachine, { input })`. */
export interface TextShrinkInput {
  /** The text's own font size (px): it never grows past it. */
  maxFontSize: number;
}

/** What the text shrink machine remembers (`snapshot.context`). */
export interface TextShrinkContext {
  maxFontSize: number;
  /** The browser's fitted size (px), or null while the server's guess fits. */
  fontSize: number | null;
}

/** The events the text shrink machine accepts. */
export type TextShrinkEvent =
  /** The container's width changed. */
  | { type: 'RESIZE' }
  /** The adapter measured and fitted: the size that fits, or null for the guess. */
  | { type: 'FITTED'; fontSize: number | null };

/**
 * [CONST-006] [CONST-007] Text shrink: the text is fitted once at start, and again after
 * resizes have been quiet for 100 ms (each resize restarts the wait). The adapter measures in
 * `measuring` and answers FITTED; the size never goes below 11 px.
 */
export const textShrinkMachine = setup({
  types: { input: {} as TextShrinkInput, context: {} as TextShrinkContext, events: {} as TextShrinkEvent },
  actions: {
    fit: assign({
      fontSize: ({ context, event }) =>
        event.type === 'FITTED' && event.fontSize !== null && Number.isFinite(event.fontSize)
          ? Math.min(context.maxFontSize, Math.max(TEXT_SHRINK_MIN_FONT_SIZE, event.fontSize))
          : null,
    }),
  },
  delays: { debounce: TEXT_SHRINK_RESIZE_DEBOUNCE_MS },
}).createMachine({
  id: 'textShrink',
  context: ({ input }) => ({ maxFontSize: Math.max(TEXT_SHRINK_MIN_FONT_SIZE, Number.isFinite(input.maxFontSize) ? input.maxFontSize : TEXT_SHRINK_MIN_FONT_SIZE), fontSize: null }),
  initial: 'measuring',
  states: {
    measuring: { on: { FITTED: { target: 'fitted', actions: 'fit' } } },
    fitted: { on: { RESIZE: 'debouncing' } },
    // [CONST-007] Each resize restarts the 100 ms wait.
    debouncing: {
      on: { RESIZE: { target: 'debouncing', reenter: true } },
      after: { debounce: 'measuring' },
    },
  },
});
