/**
 * Every layout's view rules, for a renderer that draws any layout (the public `connect`, the plain
 * DOM). A renderer of one layout imports that layout's file alone, so it ships no other's [GAL-010].
 */
import type { LayoutViews } from '../connect-layout.ts';
import { autocolumnsView } from './autocolumns.ts';
import { autogridView } from './autogrid.ts';
import { autorowsView } from './autorows.ts';
import { carouselView } from './carousel.ts';
import { gridView } from './grid.ts';
import { baseView, listView } from './list.ts';
import { stackedView } from './stacked.ts';
import { stripView } from './strip.ts';
import { thumbnailsView } from './thumbnails.ts';

export const galleryLayoutViews: Required<LayoutViews> = {
  stacked: stackedView,
  carousel: carouselView,
  strip: stripView,
  thumbnails: thumbnailsView,
  grid: gridView,
  autogrid: autogridView,
  autocolumns: autocolumnsView,
  autorows: autorowsView,
  list: listView,
  base: baseView,
};

