export { reservationMachine } from './machine.ts';
export { connect as connectReservation } from './connect.ts';
export type { ReservationApi, ReservationContext, ReservationEvent, ReservationInput } from './types.ts';
