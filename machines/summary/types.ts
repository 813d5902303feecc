import type { WidgetBlock } from '../net/endpoints.ts';
import type { HtmlNode } from '../shared/html.ts';

export interface SummaryInput {
  id: string;
  /** The block's data the widget-rendering call sends: type, id, value [BLK-038]. */
  block: WidgetBlock;
  /** The events collection the summary shows. */
  collectionId: string;
}

export type SummaryStatus = 'dormant' | 'loading' | 'rendered' | 'failed';
export type SummaryEvent = { type: 'NEAR' };
export type SummaryEmitted = { type: 'warning'; details: string[] };

export interface SummaryApi {
  status: SummaryStatus;
  /** The sanitized rendering once it has come (empty before). */
  nodes: readonly HtmlNode[];
  message: string | null;
  getRootProps(): { id: string; 'aria-busy': boolean; 'data-scope': 'summary'; 'data-part': 'root'; 'data-state': SummaryStatus };
  getContentProps(): { 'data-scope': 'summary'; 'data-part': 'content' };
  getMessageProps(): { role: 'status'; 'data-scope': 'summary'; 'data-part': 'message'; hidden: boolean };
}
