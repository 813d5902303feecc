import type { WidgetBlock } from '../net/endpoints.ts';
import type { HtmlNode } from '../shared/html.ts';

/** What the summary block machine starts from: `createActor(summaryMachine, { input })`. */
export interface SummaryInput {
  id: string;
  /** The block's data the widget-rendering call sends: type, id, value [BLK-038]. */
  block: WidgetBlock;
  /** The events collection the summary shows. */
  collectionId: string;
}

export type SummaryStatus = 'dormant' | 'loading' | 'rendered' | 'failed';
/** The events the summary block machine accepts. */
export type SummaryEvent = { type: 'NEAR' };
export type SummaryEmitted = { type: 'warning'; details: string[] };

/** What the summary block's connect returns: its parts as props for any renderer. */
export interface SummaryApi {
  status: SummaryStatus;
  /** The sanitized rendering once it has come (empty before). */
  nodes: readonly HtmlNode[];
  message: string | null;
  getRootProps(): { id: string; 'aria-busy': boolean; 'data-scope': 'summary'; 'data-part': 'root'; 'data-state': SummaryStatus };
  getContentProps(): { 'data-scope': 'summary'; 'data-part': 'content' };
  getMessageProps(): { role: 'status'; 'data-scope': 'summary'; 'data-part': 'message'; hidden: boolean };
}
