import { assign, setup } from 'xstate';
import type { ReservationKind } from '../../machines/reservation/types.ts';

/**
 * A reservation or table-booking block (BLK-019..027) apart from the real machine: the provider
 * draws (`RENDERED`), its script fails, its DOM never comes, a reload fails, and the container
 * is resized across the theme's threshold or within it.
 */
export interface ReservationModelConfig {
  kind: ReservationKind;
  previewOnly: boolean;
  /** Two widths on either side of the threshold (the first is the start), and one beside each on the same side. */
  widths: { a: number; b: number; nearA: number; nearB: number };
  themes: { a: string; b: string };
}

export type ReservationModelEvent =
  | { type: 'NEAR' }
  | { type: 'RENDERED' }
  | { type: 'SCRIPT_FAILED' }
  | { type: 'DOM_NEVER_RENDERED' }
  | { type: 'RELOAD_FAILED' }
  | { type: 'RESIZE_ACROSS' }
  | { type: 'RESIZE_WITHIN' };

export interface ReservationView {
  status: 'preview' | 'dormant' | 'loading' | 'loaded' | 'reloading' | 'failed';
  /** The side of the threshold the widget on the page was drawn for (null before the first draw). */
  drawn: 'a' | 'b' | null;
  /** The side the pending load or reload asked the provider for. */
  requested: 'a' | 'b';
  /** The console line of a failure, if any [BLK-027]. */
  log: string | null;
}

interface SpecContext {
  side: 'a' | 'b';
  requested: 'a' | 'b';
  drawn: 'a' | 'b' | null;
  log: string | null;
}

const flip = (side: 'a' | 'b') => (side === 'a' ? 'b' : 'a');

export function createReservationSpec(config: ReservationModelConfig) {
  return setup({
    types: { events: {} as ReservationModelEvent, context: {} as SpecContext },
    guards: { moved: ({ context }) => context.side !== context.requested },
    actions: {
      request: assign({ requested: ({ context }) => context.side }),
      draw: assign({ drawn: ({ context }) => context.requested }),
      flipSide: assign({ side: ({ context }) => flip(context.side) }),
    },
  }).createMachine({
    id: 'reservationSpec',
    context: { side: 'a', requested: 'a', drawn: null, log: null },
    // A user logged in to the builder only ever sees the preview; a visitor never does.
    initial: config.previewOnly ? 'preview' : 'dormant',
    states: config.previewOnly ? { preview: {} } : {
      dormant: { on: { NEAR: 'loading', RESIZE_ACROSS: { actions: 'flipSide' } } },
      loading: {
        entry: 'request',
        on: {
          RENDERED: [{ guard: 'moved', target: 'reloading', actions: 'draw' }, { target: 'loaded', actions: 'draw' }],
          SCRIPT_FAILED: { target: 'failed', actions: assign({ log: 'loadjs failed' }) },
          DOM_NEVER_RENDERED: { target: 'failed', actions: assign({ log: 'widget DOM never rendered' }) },
          RESIZE_ACROSS: { actions: 'flipSide' },
        },
      },
      loaded: { on: { RESIZE_ACROSS: { target: 'reloading', actions: 'flipSide' }, RESIZE_WITHIN: {} } },
      reloading: {
        entry: 'request',
        on: {
          RENDERED: [{ guard: 'moved', target: 'reloading', reenter: true, actions: 'draw' }, { target: 'loaded', actions: 'draw' }],
          RELOAD_FAILED: { target: 'failed', actions: assign({ log: 'could not reloadScript and reinit block' }) },
          RESIZE_ACROSS: { actions: 'flipSide' },
        },
      },
      failed: {},
    },
  } as const);
}

export type ReservationSpec = ReturnType<typeof createReservationSpec>;
