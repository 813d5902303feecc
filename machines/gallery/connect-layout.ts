import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { linkProps } from '../links/classify.ts';
import { ACTIVE_SLIDE_CLASS, ANIMATION_EASING, CONTROLS_DISABLED_CLASS, DISABLED_CONTROL_CLASS, KEN_BURNS_ZOOM, SCROLL_INTO_VIEW_OFFSET } from './constants.ts';
import { groupOf, isActiveSlide, lastGroup } from './logic.ts';
import { dragOffset, layoutBehaviour, type GalleryLayout, type StripAlignment } from './layouts.ts';
import { motionDuration } from './motion.ts';
import type { GalleryEvent, galleryMachine } from './machine.ts';

export type GallerySnapshot = SnapshotFrom<typeof galleryMachine>;

/** Autoplay as the visitor sees it, from the autoplay region. */
export type AutoplayStatus = 'off' | 'running' | 'suspended' | 'pausedForVideo' | 'stopped';

/** What a slide carries for templates [GAL-035], and what its picture's box needs. */
export interface SlideAttributes {
  id?: string;
  url?: string;
  title?: string;
  description?: string;
  lightboxTheme?: string;
  /** [GAL-036] */
  type?: 'image' | 'video';
  clickThroughUrl?: string;
  /** [MEDIA-003] The picture's size, for its box's ratio. */
  dimensions?: { width: number; height: number } | null;
}

export interface GalleryConnectOptions {
  /** Prefix of the DOM ids of the parts. */
  id: string;
  /** Accessible name of the gallery. */
  label: string;
  /**
   * 'carousel': one slide (or group) shows at a time (WAI-ARIA carousel pattern); 'list': every
   * slide shows. The layout's pattern when absent (`layoutBehaviour`).
   */
  pattern?: 'carousel' | 'list';
  /**
   * [GAL-023] autoplayOptions.pauseOnMouseover: only hovering the parts these selectors match
   * suspends autoplay. The renderer watches them (`bindHoverPause` in the browser adapter), so
   * the root has no hover handlers; absent, hovering anywhere in the gallery suspends it.
   */
  hoverSelectors?: readonly string[];
  /** The gallery is in the page's first screen: its first pictures load at once, the first one with high priority. */
  priority?: boolean;
  /** The block's rendered width as one CSS length (`min(44rem, 100vw - 2.5rem)`), for its pictures' `sizes`; the window's by default. */
  blockWidth?: string;
  /** [GAL-016] Height / width of every slide's box, or null (absent): each picture's own. */
  aspectRatio?: number | null;
  /** A slideshow's stage takes its first picture's ratio when the block fixes none. */
  firstSlide?: SlideAttributes;
  /** [GAL-089] carousel, [GAL-092] grid: slides per row (3 and 4 by default). */
  slidesPerRow?: number;
  /** [GAL-088] carousel, [GAL-090] autocolumns: px between slides (1 and 0 by default). */
  gutter?: number;
  /** [GAL-091] autorows: the target row height (250 px by default). */
  rowHeight?: number;
  /** [GAL-092] grid: px between cells (20 by default). */
  padding?: number;
  /** [GAL-090] autocolumns and autogrid: the narrowest column (250 px by default). */
  columnWidth?: number;
  /** [GAL-070] [GAL-095] strip: where the current slide sits, start, middle (the default) or end. */
  alignment?: StripAlignment;
  /** [GAL-098] thumbnails: px around each thumbnail, at most 5. */
  thumbnailMargin?: number;
  /** The page's host, so a click-through address on the site is not marked as leaving it [GAL-014]. */
  pageHost?: string;
}

/** How a slide's picture loads: its `sizes`, and whether it is in the server's HTML as a first-screen picture. */
export interface SlideImageHints {
  sizes: string;
  loading: 'eager' | 'lazy';
  priority?: 'high';
}

/**
 * What a slide's picture is wrapped in so a visitor can act on it: a link to its click-through
 * address, a button (opens the lightbox, or makes the slide current), or nothing.
 */
export type SlideTrigger =
  | { kind: 'link'; props: { href: string; rel?: string; 'aria-label': string; className: string; 'data-part': 'slide-trigger'; onClick: () => void } }
  | {
      kind: 'button';
      props: { type: 'button'; 'aria-label': string; 'aria-current'?: 'true'; className: string; 'data-part': 'slide-trigger'; onClick: () => void };
    };

/** The part of a DOM or React focus event the root handler reads. */
export interface FocusEventLike {
  currentTarget: { contains(node: unknown): boolean };
  relatedTarget: unknown;
}

/** The part of a DOM or React transition event the track's handlers read. */
export interface TransitionEventLike {
  target: unknown;
  currentTarget: unknown;
  /** The DOM's TransitionEvent has it; React's synthetic `transitionrun` only on its `nativeEvent`. */
  propertyName?: string;
  nativeEvent?: { propertyName?: string };
}

/** A key press on the page, read by the renderer: which key, typed where, gallery seen or not. */
export interface GalleryKeyPress {
  key: string;
  editableTarget: boolean;
  inViewport: boolean;
}

export function autoplayStatus(snapshot: GallerySnapshot): AutoplayStatus {
  // The autoplay region's value: 'off', 'pausedForVideo', 'stopped', or playing's child.
  const region = snapshot.value.autoplay;
  if (typeof region === 'string') return region;
  return region.playing === 'suspended' ? 'suspended' : 'running';
}

export function galleryPartId(rootId: string, part: 'slides' | 'slide' | 'previous' | 'next', index?: number): string {
  return index === undefined ? `${rootId}-${part}` : `${rootId}-${part}-${index}`;
}

/** A template class name while `on` holds; no attribute otherwise. */
const classWhen = (on: boolean, name: string) => (on ? name : undefined);

/** Height / width of a picture, or null when its size is unknown. */
export const ratioOf = (attributes: SlideAttributes | undefined) => (attributes?.dimensions ? attributes.dimensions.height / attributes.dimensions.width : null);

/** The name a slide is spoken by: its title, else its place. */
const slideName = (slide: number, attributes: SlideAttributes) => attributes.title ?? `Slide ${slide + 1}`;

/** What a layout's view rules read: the gallery's context and connect options, worked out once per `connectLayout`. */
export interface LayoutViewState {
  context: GallerySnapshot['context'];
  options: GalleryConnectOptions;
  /** The group (carousel row) the current slide is in. */
  group: number;
  /** [GAL-089] [GAL-092] Slides per row as asked for (the machine's, else the options'); undefined: the layout's default. */
  perRow: number | undefined;
  /** The slide has a click-through address the site renders as a link [GAL-014]. */
  hasLink: (attributes: SlideAttributes) => boolean;
}

/** Who takes a slide's click: the slide itself, its link or button (`getSlideTrigger`), or neither (its player). */
export type ClickTaker = 'slide' | 'trigger' | 'none';

/**
 * [GAL-010] What one layout adds to the view every layout shares: pure functions of the gallery's
 * state, each optional (absent: what a layout without that rule does, said on each). A page that
 * renders one layout hands `connectLayout` that layout's rules alone, so neither its bundle nor a
 * consumer's carries the other layouts' styles and sizes (issue 20: a gallery ships the layout it shows).
 */
export interface LayoutView {
  /** [GAL-016] [GAL-098] Height / width of a slide's picture box; null: the picture's own. Absent: the block's `aspectRatio`, else the picture's own. */
  frameRatio?: (state: LayoutViewState, attributes: SlideAttributes) => number | null;
  /** Who takes a slide's click. Absent: a picture's link or lightbox button, else nobody. */
  clickTaker?: (state: LayoutViewState, attributes: SlideAttributes) => ClickTaker;
  /** Custom properties the root adds to the timing every layout has. */
  rootStyle?: (state: LayoutViewState) => Record<string, string | number>;
  /** The root's `data-alignment` [GAL-070]. */
  alignment?: (state: LayoutViewState) => StripAlignment;
  /** The root's `data-preload="all"` [GAL-032]. */
  preloadsAll?: (state: LayoutViewState) => boolean;
  /** The slides container's style. */
  slidesStyle?: (state: LayoutViewState) => Record<string, string | number>;
  /** The moving track's transform; undefined: it does not move. */
  trackTransform?: (state: LayoutViewState) => string | undefined;
  /** The items list's style (a layout that shows every slide). */
  itemsStyle?: (state: LayoutViewState) => Record<string, string | number>;
  /** The items list is named by the gallery's label. */
  labelsItems?: boolean;
  /** What a slide's style adds to its scroll margin. */
  slideStyle?: (state: LayoutViewState, attributes: SlideAttributes) => Record<string, string | number>;
  /** [GAL-011] Every slide fits in one row: the controls are hidden. */
  hidesControlsWhenAllFit?: boolean;
  /** [MEDIA-020] A slide picture's `sizes` from the block's width (`slideRatio`: width / height). Absent: the block's width. */
  sizes?: (state: LayoutViewState, blockWidth: string, slideRatio: number) => string;
  /** The slide's picture is in a first-screen gallery's first screen (in the server's HTML, loading at once). Absent: none is. */
  firstScreen?: (state: LayoutViewState, slide: number) => boolean;
}

/** The view rules of the layouts a renderer draws, by layout; `connect` has every layout's. */
export type LayoutViews = { readonly [L in GalleryLayout]?: LayoutView };

/**
 * A renderer without a layout: the click goes to the slide and the machine decides; its pictures
 * are sized and loaded like a slideshow's.
 */
const unlaidView: LayoutView = {
  clickTaker: () => 'slide',
  firstScreen: ({ context }, slide) => slide === context.index,
};

/**
 * Pure view model of a gallery for any renderer: the WAI-ARIA carousel pattern (region,
 * grouped slides, previous/next and rotation buttons) or a list, with the class names and
 * data attributes templates depend on, each layout's styles, then the handlers. `normalize`
 * adapts the props to the renderer (React's keeps them; the plain DOM's renames them). `views`
 * holds the rules of the layouts the renderer draws (`connect` passes every layout's); a layout
 * missing from it is a renderer's mistake and throws.
 */
export function connectLayout(snapshot: GallerySnapshot, send: (event: GalleryEvent) => void, options: GalleryConnectOptions, normalize: NormalizeProps, views: LayoutViews) {
  const { context } = snapshot;
  const { index, count, loop, groupSize, inMotion, direction, layout, transition } = context;
  const { id, label, hoverSelectors } = options;
  const behaviour = layoutBehaviour(layout ?? undefined, context.lightbox);
  const pattern = options.pattern ?? behaviour.pattern;
  const autoplay = autoplayStatus(snapshot);
  const group = groupOf(index, groupSize);
  const groups = lastGroup(count, groupSize) + 1;
  // [GAL-041] [GAL-012] At the ends, without loop.
  const atStart = !loop && group === 0;
  const atEnd = !loop && group === groups - 1;
  // [GAL-048]
  const controlsDisabled = count <= 1;
  // [GAL-011] Every slide fits in one row: a carousel's controls have nothing to do (`hidesControlsWhenAllFit`).
  const allFit = count <= groupSize;
  const isActive = (slide: number) => isActiveSlide(slide, index, groupSize);
  const carousel = pattern === 'carousel';
  const slidesId = galleryPartId(id, 'slides');
  const view = layout === null ? unlaidView : views[layout];
  if (!view) throw new Error(`connectLayout: no view rules for the '${layout}' layout`);
  // [GAL-063] The transition's length as the machine times it (0 under reduced motion).
  const durationMs = motionDuration(context);
  // [GAL-041] [GAL-048] Previous and next differ only in their part, end and event.
  const trigger = (part: 'previous' | 'next', atTheEnd: boolean) =>
    normalize({
      id: galleryPartId(id, part),
      type: 'button' as const,
      'aria-label': `${part === 'next' ? 'Next' : 'Previous'} ${groupSize > 1 ? 'slides' : 'slide'}`,
      'aria-controls': slidesId,
      'aria-disabled': atTheEnd || controlsDisabled ? true : undefined,
      className: classWhen(atTheEnd, DISABLED_CONTROL_CLASS),
      'data-scope': 'gallery' as const,
      'data-part': part,
      onClick: () => send({ type: part === 'next' ? 'NEXT' : 'PREVIOUS' }),
    });
  const slideClick = (slide: number, attributes: SlideAttributes, viaLink?: true) => () =>
    send({ type: 'SLIDE_CLICK', index: slide, clickThroughUrl: attributes.clickThroughUrl, viaLink });
  /** A click-through address the site renders as a link [GAL-014] (never a script address). */
  const linkOf = (attributes: SlideAttributes) => (attributes.clickThroughUrl ? linkProps(attributes.clickThroughUrl, options.pageHost) : null);
  const state: LayoutViewState = { context, options, group, perRow: context.perRow ?? options.slidesPerRow, hasLink: (attributes) => !!linkOf(attributes) };
  /**
   * Who takes a slide's click: the layout's rule, else a picture's own link or lightbox button
   * does and a video's player keeps its click (the stacked and strip rules are theirs [GAL-094] [GAL-061]).
   */
  const clickTaker = (attributes: SlideAttributes): ClickTaker =>
    view.clickTaker ? view.clickTaker(state, attributes) : attributes.type !== 'video' && (state.hasLink(attributes) || context.lightbox) ? 'trigger' : 'none';
  /** [GAL-016] [GAL-098] The ratio (height / width) of a slide's picture box; null: the picture's own. */
  const frameRatio = (attributes: SlideAttributes): number | null => (view.frameRatio ? view.frameRatio(state, attributes) : (options.aspectRatio ?? null));

  return {
    index,
    count,
    direction,
    inMotion,
    autoplay,
    group,
    groups,
    groupSize,
    layout,
    allFit,
    /** [GAL-063] ms the running transition lasts (0: none, or the renderer's own). */
    durationMs,
    isActive,
    /** [MEDIA-017] The slide has been within the preload distance of the current one: its picture loads and stays. */
    isNear: (slide: number) => context.near[slide] === true,
    /** The whole gallery: pointer and focus inside suspend autoplay [GAL-051]. */
    getRootProps: () => {
      const style: Record<string, string | number> = { '--sm-gallery-duration': `${durationMs}ms`, '--sm-gallery-easing': ANIMATION_EASING };
      // [GAL-096] The ken-burns zoom the active picture grows to.
      if (transition === 'ken-burns') style['--sm-ken-burns-zoom'] = KEN_BURNS_ZOOM;
      if (view.rootStyle) Object.assign(style, view.rootStyle(state));
      return normalize({
        id,
        role: 'region' as const,
        'aria-roledescription': carousel ? 'carousel' : undefined,
        'aria-label': label,
        'data-scope': 'gallery' as const,
        'data-part': 'root' as const,
        'data-layout': layout ?? undefined,
        'data-transition': transition ?? undefined,
        'data-alignment': view.alignment?.(state),
        'data-in-motion': inMotion ? '' : undefined,
        'data-direction': direction,
        'data-autoplay': autoplay,
        // Known only once the browser has said so; the stylesheet decides until then.
        'data-viewport-known': context.viewportWidth === null ? undefined : '',
        // [GAL-032] Every slide's picture loads with the gallery (lazyLoad off): every slide is laid out.
        'data-preload': view.preloadsAll?.(state) ? ('all' as const) : undefined,
        style,
        onMouseEnter: hoverSelectors ? undefined : () => send({ type: 'HOVER_START' }),
        onMouseLeave: hoverSelectors ? undefined : () => send({ type: 'HOVER_END' }),
        onFocus: () => send({ type: 'FOCUS_IN' }),
        onBlur: (event: FocusEventLike) => {
          if (!event.currentTarget.contains(event.relatedTarget)) send({ type: 'FOCUS_OUT' });
        },
      });
    },
    /**
     * The slides' container; a carousel announces changes only while autoplay is not rotating.
     * A slideshow's stage has its pictures' ratio.
     */
    getSlidesProps: () =>
      normalize({
        id: slidesId,
        'aria-live': carousel ? (autoplay === 'running' ? ('off' as const) : ('polite' as const)) : undefined,
        'data-scope': 'gallery' as const,
        'data-part': 'slides' as const,
        style: view.slidesStyle?.(state),
      }),
    /**
     * The track that moves: a slideshow whose slides sit side by side (scroll, swipe, new-swipe)
     * shifts by a slide, a carousel by a row. [MEDIA-017] Looping, the slide round the end is a
     * neighbour too: `data-edge` says which end the index is at, so it shows there.
     */
    getTrackProps: () => {
      const transform = view.trackTransform?.(state);
      const edge = loop && count > 2 ? (index === 0 ? ('first' as const) : index === count - 1 ? ('last' as const) : undefined) : undefined;
      // [GAL-063] A renderer that runs the track's CSS transition itself reports it: the machine is
      // in motion from the transform's transition starting to its end (or cancellation).
      const ownTransform = (event: TransitionEventLike) => event.target === event.currentTarget && (event.propertyName ?? event.nativeEvent?.propertyName) === 'transform';
      const reported = context.reportsMotion && transform !== undefined;
      return normalize({
        'data-scope': 'gallery' as const,
        'data-part': 'track' as const,
        'data-edge': edge,
        style: transform ? { transform } : undefined,
        onTransitionRun: reported ? (event: TransitionEventLike) => ownTransform(event) && send({ type: 'MOTION_START' }) : undefined,
        onTransitionEnd: reported ? (event: TransitionEventLike) => ownTransform(event) && send({ type: 'MOTION_END' }) : undefined,
        onTransitionCancel: reported ? (event: TransitionEventLike) => ownTransform(event) && send({ type: 'MOTION_END' }) : undefined,
      });
    },
    /**
     * The list of a layout that shows every slide [GAL-010], styled by its layout (grid cells per
     * row [GAL-092], autocolumns and autogrid columns [GAL-090], autorows [GAL-091], thumbnails'
     * margin [GAL-098]); list and base are one column.
     */
    getItemsProps: () =>
      normalize({ 'data-scope': 'gallery' as const, 'data-part': 'items' as const, 'aria-label': view.labelsItems ? label : undefined, style: view.itemsStyle?.(state) }),
    /** [GAL-035] [GAL-036] [GAL-047] One slide with its data attributes and active class. */
    getSlideProps: (slide: number, attributes: SlideAttributes = {}) => {
      const active = isActive(slide);
      const style: Record<string, string | number> = {};
      // [GAL-100] Brought into view (by focus, a hash) with 30 px to spare above it.
      if (!carousel) style.scrollMarginBlock = `${SCROLL_INTO_VIEW_OFFSET}px`;
      if (view.slideStyle) Object.assign(style, view.slideStyle(state, attributes));
      return normalize({
        id: galleryPartId(id, 'slide', slide),
        role: carousel ? ('group' as const) : ('listitem' as const),
        'aria-roledescription': carousel ? 'slide' : undefined,
        'aria-label': `${slide + 1} of ${count}`,
        'aria-hidden': carousel && !active ? true : undefined,
        inert: carousel && !active ? true : undefined,
        className: classWhen(active, ACTIVE_SLIDE_CLASS),
        'data-scope': 'gallery' as const,
        'data-part': 'slide' as const,
        'data-index': slide,
        'data-state': active ? ('active' as const) : ('inactive' as const),
        'data-slide-id': attributes.id,
        'data-slide-url': attributes.url,
        'data-title': attributes.title,
        'data-description': attributes.description,
        'data-lightbox-theme': attributes.lightboxTheme,
        'data-type': attributes.type ?? 'image',
        'data-click-through-url': attributes.clickThroughUrl,
        style: Object.keys(style).length > 0 ? style : undefined,
        onClick: clickTaker(attributes) === 'slide' ? slideClick(slide, attributes) : undefined,
      });
    },
    /**
     * [GAL-014] [GAL-060] [GAL-094] What the visitor acts on in a slide: its click-through link
     * ('Go to …'), the button that opens it in the lightbox ('Open …') or makes it current in a
     * strip ('Show …'), or null when the slide itself (or its player) takes the click.
     */
    getSlideTrigger: (slide: number, attributes: SlideAttributes = {}): SlideTrigger | null => {
      if (clickTaker(attributes) !== 'trigger') return null;
      const name = slideName(slide, attributes);
      const link = linkOf(attributes);
      // A link goes itself (a new tab too); the machine hears the click, and knows not to follow it again.
      if (link) {
        const props = { ...link, 'aria-label': `Go to ${name}`, className: 'sm-slide-button', 'data-part': 'slide-trigger' as const, onClick: slideClick(slide, attributes, true) };
        return { kind: 'link', props: normalize(props) };
      }
      const select = context.slideClick === 'select';
      return {
        kind: 'button',
        props: normalize({
          type: 'button' as const,
          'aria-label': select ? `Show ${name}` : `Open ${name}`,
          'aria-current': select && isActive(slide) ? ('true' as const) : undefined,
          className: 'sm-slide-button',
          'data-part': 'slide-trigger' as const,
          onClick: slideClick(slide, attributes),
        }),
      };
    },
    /** [GAL-016] [GAL-098] The ratio (height / width) of a slide's picture box; null: the picture's own. */
    getSlideRatio: frameRatio,
    /** [GAL-048] The controls' wrapper; [GAL-011] a carousel whose slides all fit in one row hides it. */
    getControlsProps: () =>
      normalize({
        className: classWhen(controlsDisabled, CONTROLS_DISABLED_CLASS),
        hidden: view.hidesControlsWhenAllFit && allFit ? true : undefined,
        'data-scope': 'gallery' as const,
        'data-part': 'controls' as const,
      }),
    /** [GAL-027] Where the visitor is: the current slide's number (0 in an empty gallery) ... */
    getCurrentIndexProps: () => normalize({ 'data-scope': 'gallery' as const, 'data-part': 'currentIndex' as const, children: count && index + 1 }),
    /** ... and how many slides there are. */
    getTotalSlidesProps: () => normalize({ 'data-scope': 'gallery' as const, 'data-part': 'totalSlides' as const, children: count }),
    /** [GAL-041] [GAL-080] A `<button>`: Enter and Space act as its click. */
    getPreviousTriggerProps: () => trigger('previous', atStart),
    getNextTriggerProps: () => trigger('next', atEnd),
    /** The visible pause/play control of autoplay (WCAG 2.2.2); absent when autoplay is off. */
    getRotationTriggerProps: () => {
      const rotating = autoplay !== 'off' && autoplay !== 'stopped';
      return normalize({
        type: 'button' as const,
        'aria-label': rotating ? 'Stop automatic slide show' : 'Start automatic slide show',
        hidden: autoplay === 'off',
        'data-scope': 'gallery' as const,
        'data-part': 'rotation' as const,
        'data-state': rotating ? ('rotating' as const) : ('stopped' as const),
        onClick: () => send({ type: rotating ? 'PAUSE' : 'PLAY' }),
      });
    },
    /** [MEDIA-020] How slide `slide`'s picture loads (its ratio, width / height, for a strip's sizes). */
    getSlideImageHints: (slide: number, attributes: SlideAttributes = {}): SlideImageHints => {
      // [MEDIA-020] Each layout's cell width from the block's width (the window's by default), so the
      // browser picks the width step a picture needs before any script runs.
      const blockWidth = options.blockWidth ?? '100vw';
      const ratio = ratioOf(attributes);
      const eager = options.priority === true && view.firstScreen !== undefined && view.firstScreen(state, slide);
      return {
        sizes: view.sizes ? view.sizes(state, blockWidth, ratio === null ? 1 : 1 / ratio) : blockWidth,
        loading: eager ? 'eager' : 'lazy',
        priority: eager && slide === index ? 'high' : undefined,
      };
    },
    /** A thumbnail or dot that shows slide `slide`. */
    getIndicatorProps: (slide: number) =>
      normalize({
        type: 'button' as const,
        'aria-label': `Show slide ${slide + 1} of ${count}`,
        'aria-current': slide === index ? ('true' as const) : undefined,
        'aria-controls': slidesId,
        className: classWhen(slide === index, ACTIVE_SLIDE_CLASS),
        'data-scope': 'gallery' as const,
        'data-part': 'indicator' as const,
        onClick: () => send({ type: 'GO_TO', index: slide }),
      }),
    /**
     * [GAL-064] [GAL-071] new-swipe: the track follows a drag (its offset in px, as far as the
     * boundary lets it past the ends); null for the transitions whose track does not follow.
     */
    dragTranslate: (dx: number, width: number): number | null =>
      transition === 'new-swipe' ? dragOffset(dx, index, count, width, context.boundary) : null,
    /** [GAL-064] The mouse drags too (new-swipe); elsewhere only a finger swipes. */
    mouseDrags: transition === 'new-swipe',
    /** [TOUCH-002] [GAL-064] A drag over the stage was released: the machine decides what it does. */
    onGesture: (gesture: { dx: number; dy: number; durationMs: number; width: number }) => send({ type: 'GESTURE', ...gesture }),
    /** [GAL-031] [GAL-077] [GAL-078] [GAL-079] The page's key presses; the machine decides. */
    onKeyPress: (press: GalleryKeyPress) => send({ type: 'KEY', ...press }),
    /** The transition of a renderer that animates itself [GAL-063]. */
    onMotionStart: () => send({ type: 'MOTION_START' }),
    onMotionEnd: () => send({ type: 'MOTION_END' }),
  };
}

/** What the gallery's connect returns: its parts as props for any renderer. */
export type GalleryApi = ReturnType<typeof connectLayout>;
