// The browser's entry for site/pages/ShapesDemo.tsx (see startPage for why a page has an entry).
import { startPage } from '../entry-client.tsx';
import * as pageModule from '../pages/ShapesDemo.tsx';

startPage(pageModule);
