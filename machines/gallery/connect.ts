import type { SnapshotFrom } from 'xstate';
import { ACTIVE_SLIDE_CLASS, CONTROLS_DISABLED_CLASS, DISABLED_CONTROL_CLASS } from './constants.ts';
import { groupOf, isActiveSlide, lastGroup } from './logic.ts';
import type { GalleryEvent, galleryMachine } from './machine.ts';

export type GallerySnapshot = SnapshotFrom<typeof galleryMachine>;

/** Autoplay as the visitor sees it, from the autoplay region. */
export type AutoplayStatus = 'off' | 'running' | 'suspended' | 'pausedForVideo' | 'stopped';

/** What a slide carries for templates [GAL-035]. */
export interface SlideAttributes {
  id?: string;
  url?: string;
  title?: string;
  description?: string;
  lightboxTheme?: string;
  /** [GAL-036] */
  type?: 'image' | 'video';
  clickThroughUrl?: string;
}

export interface GalleryConnectOptions {
  /** Prefix of the DOM ids of the parts. */
  id: string;
  /** Accessible name of the gallery. */
  label: string;
  /**
   * 'carousel': one slide (or group) shows at a time (WAI-ARIA carousel pattern, slideshow,
   * carousel, strip); 'list': every slide shows (grid, list, autocolumns, autogrid).
   */
  pattern?: 'carousel' | 'list';
  /**
   * [GAL-023] autoplayOptions.pauseOnMouseover: only hovering the parts these selectors match
   * suspends autoplay. The renderer watches them (`bindHoverPause` in the browser adapter), so
   * the root has no hover handlers; absent, hovering anywhere in the gallery suspends it.
   */
  hoverSelectors?: readonly string[];
}

/** The part of a DOM or React focus event the root handler reads. */
export interface FocusEventLike {
  currentTarget: { contains(node: unknown): boolean };
  relatedTarget: unknown;
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

/**
 * Pure view model of a gallery for any renderer: the WAI-ARIA carousel pattern (region,
 * grouped slides, previous/next and rotation buttons) with the class names and data
 * attributes templates depend on, then the handlers.
 */
export function connect(snapshot: GallerySnapshot, send: (event: GalleryEvent) => void, options: GalleryConnectOptions) {
  const { context } = snapshot;
  const { index, count, loop, groupSize, inMotion, direction } = context;
  const { id, label, pattern = 'carousel', hoverSelectors } = options;
  const autoplay = autoplayStatus(snapshot);
  const group = groupOf(index, groupSize);
  const groups = lastGroup(count, groupSize) + 1;
  // [GAL-041] [GAL-012] At the ends, without loop.
  const atStart = !loop && group === 0;
  const atEnd = !loop && group === groups - 1;
  // [GAL-048]
  const controlsDisabled = count <= 1;
  const isActive = (slide: number) => isActiveSlide(slide, index, groupSize);
  const carousel = pattern === 'carousel';
  const slidesId = galleryPartId(id, 'slides');
  // [GAL-041] [GAL-048] Previous and next differ only in their part, end and event.
  const trigger = (part: 'previous' | 'next', atTheEnd: boolean) => ({
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

  return {
    index,
    count,
    direction,
    inMotion,
    autoplay,
    group,
    groups,
    groupSize,
    /** [GAL-011] Every slide fits in one row: the controls have nothing to do. */
    allFit: count <= groupSize,
    isActive,
    /** The whole gallery: pointer and focus inside suspend autoplay [GAL-051]. */
    getRootProps: () => ({
      id,
      role: 'region' as const,
      'aria-roledescription': carousel ? 'carousel' : undefined,
      'aria-label': label,
      'data-scope': 'gallery' as const,
      'data-part': 'root' as const,
      'data-in-motion': inMotion ? '' : undefined,
      'data-direction': direction,
      'data-autoplay': autoplay,
      onMouseEnter: hoverSelectors ? undefined : () => send({ type: 'HOVER_START' }),
      onMouseLeave: hoverSelectors ? undefined : () => send({ type: 'HOVER_END' }),
      onFocus: () => send({ type: 'FOCUS_IN' }),
      onBlur: (event: FocusEventLike) => {
        if (!event.currentTarget.contains(event.relatedTarget)) send({ type: 'FOCUS_OUT' });
      },
    }),
    /** The slides' container; announces changes only while autoplay is not rotating. */
    getSlidesProps: () => ({
      id: slidesId,
      'aria-live': carousel ? (autoplay === 'running' ? ('off' as const) : ('polite' as const)) : undefined,
      'data-scope': 'gallery' as const,
      'data-part': 'slides' as const,
    }),
    /** [GAL-035] [GAL-036] [GAL-047] One slide with its data attributes and active class. */
    getSlideProps: (slide: number, attributes: SlideAttributes = {}) => {
      const active = isActive(slide);
      return {
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
        onClick: () => send({ type: 'SLIDE_CLICK', index: slide, clickThroughUrl: attributes.clickThroughUrl }),
      };
    },
    /** [GAL-048] The controls' wrapper. */
    getControlsProps: () => ({
      className: classWhen(controlsDisabled, CONTROLS_DISABLED_CLASS),
      'data-scope': 'gallery' as const,
      'data-part': 'controls' as const,
    }),
    /** [GAL-041] [GAL-080] A `<button>`: Enter and Space act as its click. */
    getPreviousTriggerProps: () => trigger('previous', atStart),
    getNextTriggerProps: () => trigger('next', atEnd),
    /** The visible pause/play control of autoplay (WCAG 2.2.2); absent when autoplay is off. */
    getRotationTriggerProps: () => {
      const rotating = autoplay !== 'off' && autoplay !== 'stopped';
      return {
        type: 'button' as const,
        'aria-label': rotating ? 'Stop automatic slide show' : 'Start automatic slide show',
        hidden: autoplay === 'off',
        'data-scope': 'gallery' as const,
        'data-part': 'rotation' as const,
        'data-state': rotating ? ('rotating' as const) : ('stopped' as const),
        onClick: () => send({ type: rotating ? 'PAUSE' : 'PLAY' }),
      };
    },
    /** A thumbnail or dot that shows slide `slide`. */
    getIndicatorProps: (slide: number) => ({
      type: 'button' as const,
      'aria-label': `Show slide ${slide + 1} of ${count}`,
      'aria-current': slide === index ? ('true' as const) : undefined,
      'aria-controls': slidesId,
      className: classWhen(slide === index, ACTIVE_SLIDE_CLASS),
      'data-scope': 'gallery' as const,
      'data-part': 'indicator' as const,
      onClick: () => send({ type: 'GO_TO', index: slide }),
    }),
    /** [GAL-031] [GAL-077] [GAL-078] [GAL-079] The page's key presses; the machine decides. */
    onKeyPress: (press: GalleryKeyPress) => send({ type: 'KEY', ...press }),
    /** The transition the renderer runs [GAL-063]. */
    onMotionStart: () => send({ type: 'MOTION_START' }),
    onMotionEnd: () => send({ type: 'MOTION_END' }),
  };
}

export type GalleryApi = ReturnType<typeof connect>;
