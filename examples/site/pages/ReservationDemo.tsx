import '../../../ui/reservation.css';
import './reservation-demo.css';
import type { ReservationProvider } from '../../../machines/reservation/types.ts';
import { Island } from '../../../adapters/react/Island.tsx';
import { reservationIsland } from '../blocks/islands.ts';

export interface ReservationDemoData {
  reservation: ReservationProvider;
  tableBooking: ReservationProvider;
  /** [BLK-023] Decided on the server by the permissions rules for this visitor (`?loggedIn=true`: as a builder user). */
  visitorPreviewOnly: boolean;
  /** The same rules for a user logged in to the builder. */
  ownerPreviewOnly: boolean;
}

/**
 * Reservation and table-booking blocks: wide above 850 px of container, standard otherwise, and
 * reloaded when a resize crosses it (BLK-020, BLK-021); the table-booking block narrow at or
 * below 750 px (BLK-022); and what a user logged in to the builder sees instead (BLK-023..025).
 * Each block is an island: its code and its provider's script come when it is near (BLK-026).
 */
export function ReservationDemo({ data }: { data: ReservationDemoData }) {
  return (
    <>
      <h1>Book a table at Harbour Kitchen</h1>
      <p>Dinner every evening from six; the bar keeps a few seats for walk-ins and late bookings.</p>
      <section aria-labelledby="dinner-title" className="demo-reservation-wide">
        <h2 id="dinner-title">Dinner reservations</h2>
        <p className="demo-note">A full-width block: the provider draws its wide form above 850 px of width, and its standard one when the window gets narrower.</p>
        <Island of={reservationIsland} props={{ id: 'dinner', kind: 'reservation', provider: data.reservation, previewOnly: data.visitorPreviewOnly }} />
      </section>
      <section aria-labelledby="sidebar-title" className="demo-reservation-standard">
        <h2 id="sidebar-title">Reserve from the side column</h2>
        <Island of={reservationIsland} props={{ id: 'sidebar', kind: 'reservation', provider: data.reservation, previewOnly: data.visitorPreviewOnly }} />
      </section>
      <section aria-labelledby="bar-title">
        <h2 id="bar-title">Bar seats tonight</h2>
        <p className="demo-note">A table-booking block in the page column (750 px or less: its narrow layout).</p>
        <Island of={reservationIsland} props={{ id: 'bar', kind: 'tableBooking', provider: data.tableBooking, previewOnly: data.visitorPreviewOnly }} />
      </section>
      <section aria-labelledby="owner-title">
        <h2 id="owner-title">What the site owner sees while logged in to the builder</h2>
        <Island of={reservationIsland} props={{ id: 'owner-preview', kind: 'reservation', provider: data.reservation, previewOnly: data.ownerPreviewOnly }} />
      </section>
    </>
  );
}
