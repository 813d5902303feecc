import '../../ui/summary.css';
import '../site/site.css';
import { createDataLayer } from '../../adapters/browser/data-layer.ts';
import { SUMMARY_BLOCK_TYPE } from '../../machines/summary/constants.ts';
import { renderSummary } from './render-summary.ts';

const dataLayer = createDataLayer({ onSystemError: (details) => console.error(details.message, details) });
const container = document.querySelector<HTMLElement>('[data-summary="upcoming"]');
// [BLK-038] The same block data as /demo/summary: type, id and value, with the events collection.
if (container) renderSummary(container, dataLayer, { id: 'upcoming', block: { type: SUMMARY_BLOCK_TYPE, id: 'upcoming-events', value: { pageSize: 3, design: 'list' } }, collectionId: 'events' });
