/** The visitor's state for a display. */
export interface VisitorCookiesApi {
  visitCount: number;
  visitorId: string;
  /** The values the machine has written (what `ss_cvr` and `ss_cvt` hold). */
  visitCookie: string;
  sessionCookie: string;
  /** Spread on a display's root. */
  getRootProps(): { 'data-scope': 'visitor-cookies'; 'data-part': 'root'; 'data-visit-count': string };
}
