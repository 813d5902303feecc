// The browser's entry for site/pages/AdminTracking.tsx (see startPage for why a page has an entry).
import { startPage } from '../entry-client.tsx';
import * as pageModule from '../pages/AdminTracking.tsx';

startPage(pageModule);
