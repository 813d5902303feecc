import { reservationMachine } from '../../machines/reservation/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createReservationSpec, type ReservationModelConfig, type ReservationModelEvent, type ReservationSpec, type ReservationView } from './spec.ts';

const EVENTS_BY_STATE: Record<string, ReservationModelEvent['type'][]> = {
  preview: [],
  dormant: ['NEAR', 'RESIZE_ACROSS'],
  loading: ['RENDERED', 'SCRIPT_FAILED', 'DOM_NEVER_RENDERED', 'RESIZE_ACROSS'],
  loaded: ['RESIZE_ACROSS', 'RESIZE_WITHIN'],
  reloading: ['RENDERED', 'RELOAD_FAILED', 'RESIZE_ACROSS'],
  failed: [],
};

export const reservationModel: BehaviourModel<ReservationModelConfig, ReservationModelEvent, ReservationView, ReservationSpec> = {
  machineName: 'reservationMachine',
  machine: reservationMachine,
  configs: [
    // [BLK-020] Wide above 850 px, standard at or below.
    { kind: 'reservation', previewOnly: false, widths: { a: 1000, b: 850, nearA: 900, nearB: 600 }, themes: { a: 'wide', b: 'standard' } },
    // [BLK-022] Table booking: narrow at or below 750 px.
    { kind: 'tableBooking', previewOnly: false, widths: { a: 751, b: 750, nearA: 1200, nearB: 320 }, themes: { a: 'standard', b: 'narrow' } },
    // [BLK-023] Logged in to the builder.
    { kind: 'reservation', previewOnly: true, widths: { a: 1000, b: 800, nearA: 900, nearB: 600 }, themes: { a: 'wide', b: 'standard' } },
  ],
  describeConfig: ({ kind, previewOnly }) => `${kind}${previewOnly ? ', logged in to the builder' : ''}`,
  createSpec: createReservationSpec,
  events: (_config, snapshot) => (EVENTS_BY_STATE[snapshot.value as string] ?? []).map((type) => ({ type }) as ReservationModelEvent),
  // A resize across while loading, then drawn: reloaded at once; two across while reloading: back where it started.
  extraPaths: (config) =>
    config.previewOnly
      ? []
      : [
          [{ type: 'RESIZE_ACROSS' }, { type: 'NEAR' }, { type: 'RENDERED' }, { type: 'RESIZE_WITHIN' }, { type: 'RESIZE_ACROSS' }, { type: 'RENDERED' }],
          [{ type: 'NEAR' }, { type: 'RENDERED' }, { type: 'RESIZE_ACROSS' }, { type: 'RESIZE_ACROSS' }, { type: 'RENDERED' }, { type: 'RENDERED' }],
        ],
  view: (snapshot) => ({ status: snapshot.value as ReservationView['status'], drawn: snapshot.context.drawn, requested: snapshot.context.requested, log: snapshot.context.log }),
};
