import '../../../ui/summary.css';
import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';
import { SUMMARY_BLOCK_TYPE } from '../../../machines/summary/constants.ts';
import { SummaryBlock } from '../../../ui/SummaryBlock.tsx';

export interface SummarySiteBlockProps {
  id: string;
  collectionId: string;
  value: { pageSize: number; design: string };
  allEventsLabel: string;
  allEventsUrl: string;
}

/** [BLK-038] An events summary block of the site: a link at first, the upcoming events once it comes near. */
export function SummarySiteBlock({ id, collectionId, value, allEventsLabel, allEventsUrl }: SummarySiteBlockProps) {
  return (
    <DataLayerProvider>
      <SummaryBlock id={id} block={{ type: SUMMARY_BLOCK_TYPE, id, value }} collectionId={collectionId}>
        <p>
          <a href={allEventsUrl}>{allEventsLabel}</a>
        </p>
      </SummaryBlock>
    </DataLayerProvider>
  );
}
