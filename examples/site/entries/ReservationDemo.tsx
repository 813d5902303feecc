// The browser's entry for site/pages/ReservationDemo.tsx (see startPage for why a page has an entry).
import { startPage } from '../entry-client.tsx';
import * as pageModule from '../pages/ReservationDemo.tsx';

startPage(pageModule);
