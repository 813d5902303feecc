/** The view model of a relative time, for any renderer. */
export interface RelativeTimeApi {
  /** [WID-012] [WID-013] 'just now', 'about 12 seconds ago', '3 minutes ago'... */
  text: string;
  /** Spread on a `<time>`: the machine-readable instant, absent for a time that is no date. */
  getTimeProps(): { dateTime: string | undefined; 'data-scope': 'relative-time'; 'data-part': 'root' };
}
