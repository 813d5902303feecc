import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';
import { SUMMARY_BLOCK_TYPE } from '../../../machines/summary/constants.ts';
import { Island } from '../../../adapters/react/Island.tsx';
import { eventsSummaryIsland } from '../blocks/islands.ts';

// The block's data, one value for the page's life (island props are compared key by key).
const SUMMARY_BLOCK = { type: SUMMARY_BLOCK_TYPE, id: 'upcoming-events', value: { pageSize: 3, design: 'list' } };

/**
 * [BLK-038] An events summary block: the server renders a link to the events page; when the
 * block comes near, the widget-rendering call brings the upcoming events from the example
 * backend's SQLite database, sanitized (one event's owner HTML carries a script: it never runs).
 */
export function SummaryDemo() {
  return (
    <DataLayerProvider>
      <h1>What’s on</h1>
      <p>Walks, markets and open days along the harbour. Upcoming events are listed below.</p>
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">Upcoming events</h2>
        <Island
          of={eventsSummaryIsland}
          props={{ id: 'upcoming', block: SUMMARY_BLOCK, collectionId: 'events', eventsHref: '/demo/summary#upcoming-title', eventsLinkText: 'See every upcoming event' }}
        />
      </section>
    </DataLayerProvider>
  );
}
