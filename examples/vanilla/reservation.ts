import '../../ui/reservation.css';
import '../site/site.css';
import '../site/pages/reservation-demo.css';
import { showsPreviewOnlyAlert } from '../../machines/permissions/logic.ts';
import type { ReservationKind, ReservationProvider } from '../../machines/reservation/types.ts';
import { providerScript } from '../site/providers.ts';
import { renderReservation } from './render-reservation.ts';

// The same providers as /demo/reservation (stand-ins served by the example server; `?provider=`
// tries a failure), and the same permissions rule for the preview (`?loggedIn=true`: as a builder user).
const search = window.location.search;
const providers: Record<ReservationKind, ReservationProvider> = {
  reservation: { scriptUrl: providerScript('reservation', search), global: 'smStandInReservation', accountName: 'Harbour Kitchen', accountId: '412810' },
  tableBooking: { scriptUrl: providerScript('tableBooking', search), global: 'smStandInTableBooking', accountName: 'Harbour Kitchen Bar', accountId: 'harbour-kitchen-bar' },
};
const visitorPreviewOnly = showsPreviewOnlyAlert({ loggedIn: new URLSearchParams(search).get('loggedIn') === 'true' });

for (const container of document.querySelectorAll<HTMLElement>('[data-block]')) {
  const kind: ReservationKind = container.dataset.kind === 'tableBooking' ? 'tableBooking' : 'reservation';
  // [BLK-023] The permissions rules decide who sees the preview-only alert.
  const previewOnly = container.hasAttribute('data-owner') ? showsPreviewOnlyAlert({ loggedIn: true }) : visitorPreviewOnly;
  renderReservation(container, { id: container.dataset.block ?? kind, kind, provider: providers[kind], previewOnly });
}
