import { PREVIEW_ONLY_MESSAGE, RESERVATION_WIDE_ABOVE_PX, TABLE_BOOKING_NARROW_AT_OR_BELOW_PX, WIDGET_DOM_NEVER_RENDERED, WIDGET_SCRIPT_FAILED } from './constants.ts';
import type { ReservationKind, ReservationTheme, WidgetLoadFailure } from './types.ts';

/**
 * [BLK-020] A reservation block is wide above 850 px of container width, standard otherwise;
 * [BLK-022] a table-booking block is narrow at or below 750 px. An unknown width (the server)
 * is standard.
 */
export function themeFor(kind: ReservationKind, width: number | null): ReservationTheme {
  if (width === null) return 'standard';
  if (kind === 'reservation') return width > RESERVATION_WIDE_ABOVE_PX ? 'wide' : 'standard';
  return width <= TABLE_BOOKING_NARROW_AT_OR_BELOW_PX ? 'narrow' : 'standard';
}

/** [BLK-025] The preview alert's message with the provider's account name in place of the brand. */
export function previewOnlyMessage(accountName: string): string {
  return PREVIEW_ONLY_MESSAGE.replace('{account}', accountName);
}

/** [BLK-027] The console line for a failed first load. */
export function loadFailureMessage(error: unknown): string {
  const reason = (error as Partial<WidgetLoadFailure> | null)?.reason;
  return reason === 'dom' ? WIDGET_DOM_NEVER_RENDERED : WIDGET_SCRIPT_FAILED;
}
