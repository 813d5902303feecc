import { createAnatomy } from '../shared/anatomy.ts';

/**
 * The island loader's one part (issue 20, "Loading a page"): the element around a block that
 * wakes when it is needed. Its `data-island` attribute (`ISLAND_ATTRIBUTE`) names the block;
 * the loader finds the island an event landed in by this part's selector.
 */
export const islandAnatomy = createAnatomy('island', ['root']);
