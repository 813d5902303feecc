import { memo, useState } from 'react';
import { connect } from '../../machines/gallery/connect.ts';
import { AUTOCOLUMNS, GRID } from '../../machines/gallery/constants.ts';
import type { GallerySlide } from '../../machines/gallery/codec.ts';
import { autoColumnCount, placeInColumns } from '../../machines/gallery/layouts.ts';
import { useGalleryActor } from '../../adapters/react/useGallery.ts';
import { useElementSize } from '../../adapters/react/useElementSize.ts';
import { SlideImage, slideProps, type LayoutProps, type SlideScope } from './shared.tsx';

export type CollectionLayout = 'grid' | 'list' | 'autocolumns' | 'autogrid' | 'base';

export interface CollectionProps extends LayoutProps {
  layout: CollectionLayout;
  /** [GAL-092] grid: 4 per row. */
  slidesPerRow?: number;
  /** [GAL-092] grid: 20 px between cells. */
  padding?: number;
  /** [GAL-090] autocolumns / autogrid: 250 px columns. */
  columnWidth?: number;
  /** [GAL-090] autocolumns gutter 0. */
  gutter?: number;
  /** Height / width of every cell (grid, autogrid), or each image's own. */
  aspectRatio?: number | null;
}

const ratioOf = (slide: GallerySlide, fixed: number | null | undefined) => fixed ?? (slide.dimensions ? slide.dimensions.height / slide.dimensions.width : 1);

const CollectionItem = memo(function CollectionItem(props: { scope: SlideScope; index: number; slide: GallerySlide; ratio: number; withText: boolean; style?: React.CSSProperties }) {
  const { scope, index, slide, ratio, withText, style } = props;
  const { onClick, ...itemProps } = slideProps(scope, index, slide);
  const name = slide.title ?? `Image ${index + 1}`;
  return (
    <li {...itemProps} style={style}>
      <button type="button" className="sm-slide-button" aria-label={slide.clickThroughUrl ? `Go to ${name}` : `Open ${name}`} onClick={onClick}>
        <SlideImage owner={scope.id} slide={slide} load="viewport" ratio={ratio} alt="" mode={scope.imageMode} />
      </button>
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
 * The layouts that show every slide at once [GAL-010]: grid (cells per row), list (image and
 * text rows), autocolumns (masonry columns of at least the column width), autogrid (as many
 * equal columns as fit), base (one column). A click opens the slide (lightbox) or follows its
 * click-through address [GAL-014].
 */
export function Collection({ slides, id, label, onSlideActivate, layout, slidesPerRow: perRow = GRID.perRow, padding = GRID.padding, columnWidth = AUTOCOLUMNS.columnWidth, gutter = AUTOCOLUMNS.gutter, aspectRatio, imageMode }: CollectionProps) {
  const { actorRef, rootRef } = useGalleryActor({ numberOfSlides: slides.length }, { onSlideActivate, keyboard: false });
  const box = useElementSize<HTMLUListElement>();
  const [scope] = useState<SlideScope>(() => ({ actorRef, id, label, pattern: 'list', imageMode }));
  const item = (slide: GallerySlide, index: number, ratio: number, style?: React.CSSProperties) => (
    <CollectionItem key={slide.id} scope={scope} index={index} slide={slide} ratio={ratio} withText={layout === 'list'} style={style} />
  );

  let listStyle: React.CSSProperties = {};
  let items: React.ReactNode;
  if (layout === 'autocolumns') {
    // Masonry: each image goes to the shortest column; the list is as tall as the tallest.
    const columns = autoColumnCount(box.width, columnWidth, gutter);
    const width = columns > 0 ? (box.width - gutter * (columns - 1)) / columns : 0;
    const { placements, height } = placeInColumns(slides.map((slide) => ratioOf(slide, null)), columns, width, gutter);
    listStyle = { height };
    items = slides.map((slide, index) => {
      const at = placements[index];
      return item(slide, index, ratioOf(slide, null), at && { position: 'absolute', left: at.left, top: at.top, width });
    });
  } else {
    const columns = layout === 'grid' ? perRow : layout === 'autogrid' ? autoColumnCount(box.width, columnWidth, padding) : 1;
    listStyle = { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: layout === 'list' || layout === 'base' ? undefined : padding };
    items = slides.map((slide, index) => item(slide, index, ratioOf(slide, layout === 'list' || layout === 'base' ? null : (aspectRatio ?? 1))));
  }
  return (
    <div
      ref={rootRef}
      {...connect(actorRef.getSnapshot(), actorRef.send, scope).getRootProps()}
      className={`sm-gallery sm-collection sm-${layout}`}
      data-layout={layout}
    >
      <ul ref={box.ref} className="sm-collection-items" style={listStyle}>
        {items}
      </ul>
    </div>
  );
}
