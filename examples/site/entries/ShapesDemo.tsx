// The browser's entry for site/pages/ShapesDemo.tsx (see startPage for why a page has an entry).
import { startPage } from '../entry-client.tsx';
import { shapeBlockIsland } from '../blocks/islands.ts';
import { ShapeBlockBlock } from '../blocks/ShapeBlockBlock.tsx';
import * as pageModule from '../pages/ShapesDemo.tsx';

// The first shapes are on the first screen: their code comes with the page, and they hydrate at once.
shapeBlockIsland.provide(ShapeBlockBlock);
startPage(pageModule);
