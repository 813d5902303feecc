/** The logger's state for a status display. */
export interface TraceLoggerApi {
  pending: number;
  batching: boolean;
  /** Spread on a status display's root: its state as data attributes. */
  getStatusProps(): { 'data-scope': 'trace-logger'; 'data-part': 'status'; 'data-state': 'batching' | 'idle' };
}
