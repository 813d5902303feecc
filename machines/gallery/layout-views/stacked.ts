/** The slideshow's view rules ('stacked' [GAL-010]): one stage, slides on top of one another or side by side. */
import { ratioOf, type LayoutView, type LayoutViewState } from '../connect-layout.ts';

/** A slideshow's stage: the block's ratio, else its first picture's, else 3:2. */
const stageRatio = ({ options }: LayoutViewState) => options.aspectRatio ?? ratioOf(options.firstSlide) ?? 2 / 3;

export const stackedView: LayoutView = {
  /** [GAL-016] Every slide has the stage's ratio. */
  frameRatio: stageRatio,
  /**
   * A stacked video slide's click is its player's overlay, never a slide click [GAL-094]; a
   * picture's click goes next anywhere on the slide [GAL-094] unless it opens a lightbox or
   * follows its link.
   */
  clickTaker: ({ context, hasLink }, attributes) => (attributes.type === 'video' ? 'none' : hasLink(attributes) || context.lightbox ? 'trigger' : 'slide'),
  /** [GAL-032] Every slide's picture loads with the gallery (lazyLoad off): every slide is laid out. */
  preloadsAll: ({ context }) => context.count > 1 && context.near.every(Boolean),
  /** The stage has its pictures' ratio. */
  slidesStyle: (state) => ({ aspectRatio: `1 / ${stageRatio(state)}` }),
  /** Slides side by side (scroll, swipe, new-swipe): the track shifts by a slide. */
  trackTransform: ({ context: { transition, index } }) =>
    transition === 'scroll' || transition === 'swipe' || transition === 'new-swipe' ? `translateX(${-100 * index}%)` : undefined,
  /** [MEDIA-020] The current slide is the first screen's picture. */
  firstScreen: ({ context }, slide) => slide === context.index,
};
