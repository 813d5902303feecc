/** `site-machines/reservation`: reservation and table-booking blocks: machine, connect, hook, component, and the stylesheet they need. */
export * from '../machines/reservation/index.ts';
export { bindReservation, browserReservationMachine, createReservationActor } from '../adapters/browser/reservation.ts';
export type { BookingWidgetApi, ReservationActor } from '../adapters/browser/reservation.ts';
export { useReservation } from '../adapters/react/useReservation.ts';
export { ReservationBlock } from '../ui/ReservationBlock.tsx';
export type { ReservationBlockProps } from '../ui/ReservationBlock.tsx';
/** The stylesheets the component needs (import them in your app's CSS or bundle). */
export const stylesheets = ['site-machines/ui/reservation.css'] as const;
