'use client';
import { memo, useState } from 'react';
import type { GallerySlide } from '../../machines/gallery/codec.ts';
import { useGalleryLayout } from '../../adapters/react/useGalleryLayout.ts';
import { useGalleryLayoutSlide } from '../../adapters/react/useGalleryLayoutSlide.ts';
import type { LayoutViews } from '../../machines/gallery/connect-layout.ts';
import { autocolumnsView } from '../../machines/gallery/layout-views/autocolumns.ts';
import { autogridView } from '../../machines/gallery/layout-views/autogrid.ts';
import { autorowsView } from '../../machines/gallery/layout-views/autorows.ts';
import { gridView } from '../../machines/gallery/layout-views/grid.ts';
import { baseView, listView } from '../../machines/gallery/layout-views/list.ts';
import { SlideImage, SlideTriggerWrap, type LayoutProps, type SlideScope } from './Slideshow.tsx'; // the shared code, which comes with the slideshow's chunk

/** [GAL-010] The view rules of the layouts that show every slide at once, and no other's. */
const views: LayoutViews = { grid: gridView, list: listView, autocolumns: autocolumnsView, autogrid: autogridView, autorows: autorowsView, base: baseView };

export type CollectionLayout = 'grid' | 'list' | 'autocolumns' | 'autogrid' | 'autorows' | 'base';

export interface CollectionProps extends LayoutProps {
  layout: CollectionLayout;
  /** grid: cells per row. */
  slidesPerRow?: number;
  /** grid, autogrid: px between cells. */
  padding?: number;
  /** autocolumns, autogrid: the narrowest column (px). */
  columnWidth?: number;
  /** autocolumns, autorows: px between columns (and autorows' rows). */
  gutter?: number;
  /** autorows: the target row height (px). */
  rowHeight?: number;
  /** Height / width of every cell (grid, autogrid), or each image's own. */
  aspectRatio?: number | null;
}

const CollectionItem = memo(function CollectionItem({ scope, index, slide, withText }: { scope: SlideScope; index: number; slide: GallerySlide; withText: boolean }) {
  const { api } = useGalleryLayoutSlide(scope, index);
  return (
    <li {...api.getSlideProps(index, slide)}>
      <SlideTriggerWrap trigger={api.getSlideTrigger(index, slide)}>
        <SlideImage owner={scope.options.id} scope={scope} api={api} index={index} slide={slide} load="viewport" />
      </SlideTriggerWrap>
      {withText && (slide.title || slide.description) && (
        <div className="sm-slide-text">
          {slide.title && <p className="sm-slide-title">{slide.title}</p>}
          {slide.description && <p>{slide.description}</p>}
        </div>
      )}
    </li>
  );
});

/**
 * The layouts that show every slide at once: grid, list (image and text rows), autocolumns,
 * autogrid, autorows (justified rows, laid out by the stylesheet from the server's HTML) and
 * base (one column). A click opens the slide (lightbox) or follows its
 * click-through link.
 */
export function Collection({ slides, id, label, onSlideActivate, layout, slidesPerRow, padding, columnWidth, gutter, rowHeight, aspectRatio, imageMode, priority, blockWidth }: CollectionProps) {
  // Nothing in a collection changes with the index: its props are read once.
  const [options] = useState(() => ({ id, label, priority, blockWidth, slidesPerRow, padding, columnWidth, gutter, rowHeight, aspectRatio }));
  const { actorRef, api, rootRef } = useGalleryLayout({ numberOfSlides: slides.length, layout, lightbox: !!onSlideActivate, keyboard: false, ...options }, { views, onSlideActivate });
  const [scope] = useState<SlideScope>(() => ({ actorRef, imageMode, options, views }));
  return (
    <div ref={rootRef} {...api.getRootProps()} className={`sm-gallery sm-collection sm-${layout}`}>
      <ul {...api.getItemsProps()} className="sm-collection-items">
        {slides.map((slide, index) => (
          <CollectionItem key={slide.id} scope={scope} index={index} slide={slide} withText={layout === 'list'} />
        ))}
      </ul>
    </div>
  );
}
