/** [BLK-026] A reservation provider's block, or a table-booking provider's. */
export type ReservationKind = 'reservation' | 'tableBooking';

/** [BLK-020] [BLK-022] What the provider is asked to draw: wide or standard (reservation), narrow or standard (table booking). */
export type ReservationTheme = 'wide' | 'standard' | 'narrow';

/** Where the provider's script comes from, and the account the block shows. */
export interface ReservationProvider {
  /** The provider script's address (the real provider's, or the example site's stand-in). */
  scriptUrl: string;
  /** The global the provider's script defines its widget API under. */
  global: string;
  /** The provider's own account (restaurant) the block books for; shown in the preview alert [BLK-025]. */
  accountName: string;
  accountId: string;
}

/** What the reservation widget machine starts from: `createActor(reservationMachine, { input })`. */
export interface ReservationInput {
  id: string;
  kind: ReservationKind;
  provider: ReservationProvider;
  /** [BLK-023] Decided by the permissions rules: a user logged in to the builder sees the preview alert. */
  previewOnly: boolean;
  /** The container's width if known (the server does not know it). */
  width?: number | null;
}

/** What the reservation widget machine remembers (`snapshot.context`). */
export interface ReservationContext {
  id: string;
  kind: ReservationKind;
  provider: ReservationProvider;
  previewOnly: boolean;
  width: number | null;
  /** The theme the widget is being (or was last) asked to draw with. */
  requestedTheme: ReservationTheme;
  /** The theme the widget on the page was drawn with. */
  drawnTheme: ReservationTheme | null;
  /** How many times the widget was drawn (the first load and each reload). */
  draws: number;
}

/** The events the reservation widget machine accepts. */
export type ReservationEvent = { type: 'NEAR' } | { type: 'RESIZE'; width: number };

/** Why a widget load failed: its script, or its DOM never came. */
export interface WidgetLoadFailure {
  reason: 'script' | 'dom';
}

export type ReservationEmitted = { type: 'consoleError'; message: string };

export type ReservationStatus = 'preview' | 'dormant' | 'loading' | 'loaded' | 'reloading' | 'failed';

/** What the reservation widget's connect returns: its parts as props for any renderer. */
export interface ReservationApi {
  status: ReservationStatus;
  theme: ReservationTheme;
  getRootProps(): { id: string; 'data-scope': 'reservation'; 'data-part': 'root'; 'data-state': ReservationStatus; 'data-kind': ReservationKind; 'data-theme': ReservationTheme; 'aria-busy': boolean };
  /** Where the provider draws (hidden in the preview). */
  getWidgetProps(): { id: string; 'data-scope': 'reservation'; 'data-part': 'widget'; 'data-theme': ReservationTheme; hidden: boolean };
  /** [BLK-023] [BLK-024] [BLK-025] The preview-only alert: its title and message. */
  preview: { title: string; message: string } | null;
  getPreviewProps(): { role: 'alert'; 'aria-labelledby': string; 'data-scope': 'reservation'; 'data-part': 'preview' };
  getPreviewTitleProps(): { id: string; 'data-scope': 'reservation'; 'data-part': 'preview-title' };
  /** A short polite message when the widget failed (the reason is in the console only). */
  message: string | null;
  getMessageProps(): { role: 'status'; 'data-scope': 'reservation'; 'data-part': 'message'; hidden: boolean };
}
