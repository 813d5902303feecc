// The browser's entry for site/pages/SummaryDemo.tsx (see startPage for why a page has an entry).
import { startPage } from '../entry-client.tsx';
import * as pageModule from '../pages/SummaryDemo.tsx';

startPage(pageModule);
