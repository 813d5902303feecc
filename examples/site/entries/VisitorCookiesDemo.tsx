// The browser's entry for site/pages/VisitorCookiesDemo.tsx (see startPage for why a page has an entry).
import { startPage } from '../entry-client.tsx';
import * as pageModule from '../pages/VisitorCookiesDemo.tsx';

startPage(pageModule);
