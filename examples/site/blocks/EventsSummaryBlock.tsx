import '../../../ui/summary.css';
import type { WidgetBlock } from '../../../machines/net/endpoints.ts';
import { SummaryBlock } from '../../../ui/SummaryBlock.tsx';

export interface EventsSummaryBlockProps {
  id: string;
  /** [BLK-038] The block's data the widget-rendering call sends (type, id, value). */
  block: WidgetBlock;
  collectionId: string;
  /** The server's fallback: a link to the events page, until the rendering replaces it. */
  eventsHref: string;
  eventsLinkText: string;
}

/** An events summary block of a published page (an island: plain data in, the fallback link from the server). */
export function EventsSummaryBlock({ id, block, collectionId, eventsHref, eventsLinkText }: EventsSummaryBlockProps) {
  return (
    <SummaryBlock id={id} block={block} collectionId={collectionId}>
      <p>
        <a href={eventsHref}>{eventsLinkText}</a>
      </p>
    </SummaryBlock>
  );
}
