import { assign, emit, setup } from 'xstate';
import { RESIZE_THRESHOLD_DEFAULT, RESIZE_TIMEOUT_DEFAULT_MS } from './constants.ts';

/** [TOUCH-005] A resize emitter's settings. */
export interface ResizeEmitterInput {
  axis: 'x' | 'y';
  /** [TOUCH-006] px a size must change by to count. */
  threshold?: number;
  /** [TOUCH-007] ms of quiet before the end event. */
  timeout?: number;
  width: number;
  height: number;
}

/** What the resize emitter machine remembers (`snapshot.context`). */
export interface ResizeEmitterContext {
  axis: 'x' | 'y';
  threshold: number;
  timeout: number;
  width: number;
  height: number;
}

/** The events the resize emitter machine accepts. */
export type ResizeEmitterEvent = { type: 'RESIZE'; width: number; height: number };
export type ResizeEmitterEmitted = { type: 'resizeStart'; width: number; height: number } | { type: 'resizeEnd'; width: number; height: number };

/**
 * [TOUCH-011] [TOUCH-012] The resize emitter: a size change along its axis by more than the
 * threshold emits `resizeStart` (once) and `resizeEnd` after `timeout` ms without another.
 */
export const resizeEmitterMachine = setup({
  types: {
    input: {} as ResizeEmitterInput,
    context: {} as ResizeEmitterContext,
    events: {} as ResizeEmitterEvent,
    emitted: {} as ResizeEmitterEmitted,
  },
  guards: {
    changedEnough: ({ context, event }) => {
      const change = context.axis === 'x' ? event.width - context.width : event.height - context.height;
      return Math.abs(change) > context.threshold;
    },
  },
  actions: {
    record: assign(({ event }) => ({ width: event.width, height: event.height })),
    emitStart: emit(({ event }) => ({ type: 'resizeStart' as const, width: event.width, height: event.height })),
    emitEnd: emit(({ context }) => ({ type: 'resizeEnd' as const, width: context.width, height: context.height })),
  },
  delays: {
    quiet: ({ context }) => context.timeout,
  },
}).createMachine({
  id: 'resizeEmitter',
  context: ({ input }) => ({
    axis: input.axis,
    threshold: input.threshold ?? RESIZE_THRESHOLD_DEFAULT,
    timeout: input.timeout ?? RESIZE_TIMEOUT_DEFAULT_MS,
    width: input.width,
    height: input.height,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { RESIZE: { guard: 'changedEnough', target: 'resizing', actions: ['record', 'emitStart'] } },
    },
    /** [TOUCH-005] `resizing` */
    resizing: {
      after: { quiet: { target: 'idle', actions: 'emitEnd' } },
      on: { RESIZE: { target: 'resizing', reenter: true, actions: 'record' } },
    },
  },
});
