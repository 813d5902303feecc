import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { reservationAnatomy } from './anatomy.ts';
import { PREVIEW_ONLY_TITLE, WIDGET_UNAVAILABLE_MESSAGE } from './constants.ts';
import { previewOnlyMessage, themeFor } from './logic.ts';
import type { reservationMachine } from './machine.ts';
import type { ReservationApi, ReservationEvent, ReservationStatus } from './types.ts';

export type ReservationSnapshot = SnapshotFrom<typeof reservationMachine>;

/** Pure view model of a reservation or table-booking block. */
export function connect(snapshot: ReservationSnapshot, _send: (event: ReservationEvent) => void, normalize: NormalizeProps): ReservationApi {
  const { id, kind, provider, width, drawnTheme } = snapshot.context;
  const status = snapshot.value as ReservationStatus;
  // The theme on the page: the one drawn, else the one the width gives.
  const theme = drawnTheme ?? themeFor(kind, width);
  const previewTitleId = reservationAnatomy.id(id, 'preview-title');
  return {
    status,
    theme,
    preview: status === 'preview' ? { title: PREVIEW_ONLY_TITLE, message: previewOnlyMessage(provider.accountName) } : null,
    message: status === 'failed' ? WIDGET_UNAVAILABLE_MESSAGE : null,
    getRootProps: () =>
      normalize({ id, ...reservationAnatomy.attrs('root'), 'data-state': status, 'data-kind': kind, 'data-theme': theme, 'aria-busy': status === 'loading' || status === 'reloading' }),
    getWidgetProps: () => normalize({ id: reservationAnatomy.id(id, 'widget'), ...reservationAnatomy.attrs('widget'), 'data-theme': theme, hidden: status === 'preview' || status === 'failed' }),
    getPreviewProps: () => normalize({ role: 'alert' as const, 'aria-labelledby': previewTitleId, ...reservationAnatomy.attrs('preview') }),
    getPreviewTitleProps: () => normalize({ id: previewTitleId, ...reservationAnatomy.attrs('preview-title') }),
    getMessageProps: () => normalize({ role: 'status' as const, ...reservationAnatomy.attrs('message'), hidden: status !== 'failed' }),
  };
}
