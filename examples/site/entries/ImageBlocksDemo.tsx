// The browser's entry for site/pages/ImageBlocksDemo.tsx (see startPage for why a page has an entry).
import { startPage } from '../entry-client.tsx';
import * as pageModule from '../pages/ImageBlocksDemo.tsx';

startPage(pageModule);
