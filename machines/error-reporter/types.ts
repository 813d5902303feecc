/** The reporter's state for a status display (no handlers: errors arrive by themselves). */
export interface ErrorReporterApi {
  queued: number;
  sends: number;
  /** [ERR-006] Sends this page still has. */
  sendsLeft: number;
  waiting: boolean;
  exhausted: boolean;
  /** Spread on a status display's root: its state as data attributes. */
  getStatusProps(): {
    'data-scope': 'error-reporter';
    'data-part': 'status';
    'data-state': 'idle' | 'waiting' | 'exhausted';
  };
}
