// The browser's entry for site/pages/TooltipDemo.tsx (see startPage for why a page has an entry).
import { startPage } from '../entry-client.tsx';
import * as pageModule from '../pages/TooltipDemo.tsx';

startPage(pageModule);
