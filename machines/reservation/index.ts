export { reservationMachine } from './machine.ts';
export type { WidgetLoadInput } from './machine.ts';
export { connect as connectReservation } from './connect.ts';
export type { ReservationSnapshot } from './connect.ts';
export { loadFailureMessage, previewOnlyMessage, themeFor } from './logic.ts';
export { reservationAnatomy } from './anatomy.ts';
export type {
  ReservationApi,
  ReservationContext,
  ReservationEmitted,
  ReservationEvent,
  ReservationInput,
  ReservationKind,
  ReservationProvider,
  ReservationStatus,
  ReservationTheme,
  WidgetLoadFailure,
} from './types.ts';
export {
  PREVIEW_ONLY_MESSAGE,
  PREVIEW_ONLY_TITLE,
  RESERVATION_WIDE_ABOVE_PX,
  TABLE_BOOKING_NARROW_AT_OR_BELOW_PX,
  WIDGET_DOM_NEVER_RENDERED,
  WIDGET_RELOAD_FAILED,
  WIDGET_RENDER_WAIT_MS,
  WIDGET_SCRIPT_FAILED,
  WIDGET_UNAVAILABLE_MESSAGE,
} from './constants.ts';
