import type { SnapshotFrom } from 'xstate';
import {
  LIGHTBOX_FADE_MS,
  LIGHTBOX_OVERLAY_OPACITY,
  LIGHTBOX_PADDING,
  LIGHTBOX_PREVIOUS_KEY,
  LIGHTBOX_NEXT_KEY,
  LIGHTBOX_CLOSE_KEY,
  LIGHTBOX_SLIDE_MS,
} from './constants.ts';
import { renderedIndices, stepIndex } from './logic.ts';
import type { LightboxEvent, lightboxMachine } from './machine.ts';

export type LightboxSnapshot = SnapshotFrom<typeof lightboxMachine>;
export type LightboxState = 'closed' | 'opening' | 'open' | 'closing';

/** The part of a DOM or React keyboard event the handlers read. */
export interface KeyboardEventLike {
  key: string;
  defaultPrevented?: boolean;
  preventDefault(): void;
}

/** The part of a DOM or React click event the root handler reads. */
export interface ClickEventLike {
  clientX: number;
  target: unknown;
  currentTarget: { getBoundingClientRect(): { left: number; width: number } };
}

/** The part of a scroll event the mobile viewport handler reads. */
export interface ScrollEventLike {
  currentTarget: { scrollLeft: number; clientWidth: number };
}

const HANDLED_KEYS = new Set([LIGHTBOX_PREVIOUS_KEY, LIGHTBOX_NEXT_KEY, LIGHTBOX_CLOSE_KEY]);

/** Whether a click target sits inside an element matching `selector` (DOM `closest`). */
function within(target: unknown, selector: string): boolean {
  const element = target as { closest?: (selector: string) => unknown } | null;
  return typeof element?.closest === 'function' && element.closest(selector) !== null;
}

export function lightboxPartId(rootId: string, part: 'title' | 'slide', index?: number): string {
  return index === undefined ? `${rootId}-${part}` : `${rootId}-${part}-${index}`;
}

export interface LightboxApi {
  state: LightboxState;
  /** Rendered at all: from opening until the fade-out ends [LBX-010]. */
  rendered: boolean;
  /** [LBX-006] Content and the close control show once the overlay is in. */
  contentShown: boolean;
  index: number;
  count: number;
  /** [LBX-018] [LBX-019] More than one item, and not on mobile. */
  showArrows: boolean;
  /** The current slide and its neighbours: the only slides a renderer keeps mounted. */
  renderedIndices: number[];
  /** Visible counter, e.g. `3 / 12`. */
  counterText: string;
  /** [LBX-027] The dialog's title ('Gallery' by default). */
  title: string;
  /** [GAL-085] Autoplay: not offered, playing by itself, or paused (by the visitor, or reduced motion). */
  autoplay: LightboxAutoplay;
  /** [GAL-085] What the polite status region says of autoplay (empty when it is not offered). */
  autoplayStatusText: string;
  getRootProps(): {
    id: string;
    role: 'dialog';
    'aria-modal': 'true';
    'aria-labelledby': string;
    tabIndex: -1;
    'data-scope': 'lightbox';
    'data-part': 'root';
    'data-state': LightboxState;
    'data-theme': 'dark' | 'light';
    'data-transition': 'slide' | 'scroll';
    style: Record<string, string>;
    onKeyDown(event: KeyboardEventLike): void;
    onClick(event: ClickEventLike): void;
  };
  getBackdropProps(): { 'aria-hidden': 'true'; 'data-scope': 'lightbox'; 'data-part': 'backdrop' };
  getTitleProps(): { id: string; 'data-scope': 'lightbox'; 'data-part': 'title' };
  getViewportProps(): { 'data-scope': 'lightbox'; 'data-part': 'viewport'; tabIndex?: 0; onScrollEnd?(event: ScrollEventLike): void };
  getSlideProps(index: number): {
    id: string;
    role: 'group';
    'aria-roledescription': 'slide';
    'aria-label': string;
    'aria-hidden': 'true' | undefined;
    'data-scope': 'lightbox';
    'data-part': 'slide';
    'data-position': 'previous' | 'current' | 'next';
    style: Record<string, string>;
  };
  getImageProps(): { 'data-scope': 'lightbox'; 'data-part': 'image' };
  getCloseTriggerProps(): { type: 'button'; 'aria-label': string; 'data-scope': 'lightbox'; 'data-part': 'close-trigger'; onClick(): void };
  getPreviousTriggerProps(): ArrowProps;
  getNextTriggerProps(): ArrowProps;
  /** While autoplay changes the item every second the counter is not read out each time (WAI-ARIA carousel). */
  getCounterProps(): { 'aria-live': 'polite' | 'off'; 'data-scope': 'lightbox'; 'data-part': 'counter' };
  /** [GAL-085] The play/pause control: hidden when autoplay is not offered or there is one item. */
  getAutoplayTriggerProps(): {
    type: 'button';
    'aria-label': string;
    hidden: boolean;
    'data-scope': 'lightbox';
    'data-part': 'autoplay-trigger';
    'data-state': 'playing' | 'paused';
    onClick(): void;
  };
  /** [GAL-085] A polite status region announcing that autoplay plays or is paused. */
  getAutoplayStatusProps(): { role: 'status'; 'aria-live': 'polite'; 'data-scope': 'lightbox'; 'data-part': 'autoplay-status' };
}

export type LightboxAutoplay = 'off' | 'playing' | 'paused';

type ArrowProps = {
  type: 'button';
  'aria-label': string;
  'aria-disabled': 'true' | undefined;
  hidden: boolean;
  'data-scope': 'lightbox';
  'data-part': 'previous-trigger' | 'next-trigger';
  onClick(): void;
};

/** Pure view model of the lightbox (WAI-ARIA modal dialog holding a slide show) for any renderer. */
export function connect(snapshot: LightboxSnapshot, send: (event: LightboxEvent) => void): LightboxApi {
  const { id, slides, index, loop, mobile, theme } = snapshot.context;
  // [GAL-085] Offered with more than one item; it plays only while open.
  const autoplay: LightboxAutoplay = !snapshot.context.autoplay || slides.length <= 1 ? 'off' : snapshot.context.playing ? 'playing' : 'paused';
  const playingNow = autoplay === 'playing' && snapshot.value === 'open';
  const state = snapshot.value as LightboxState;
  const count = slides.length;
  const showArrows = count > 1 && !mobile;
  const rendered = renderedIndices(index, count, loop);
  const scope = 'lightbox' as const;

  const arrow = (part: 'previous-trigger' | 'next-trigger'): ArrowProps => {
    const step = part === 'next-trigger' ? 1 : -1;
    return {
      type: 'button',
      'aria-label': part === 'next-trigger' ? 'Next image' : 'Previous image',
      // aria-disabled rather than disabled: a focused arrow at the end keeps its focus.
      'aria-disabled': stepIndex(index, count, step, loop) === index ? 'true' : undefined,
      hidden: !showArrows,
      'data-scope': scope,
      'data-part': part,
      onClick: () => send({ type: step === 1 ? 'NEXT' : 'PREVIOUS' }),
    };
  };

  return {
    state,
    rendered: state !== 'closed',
    contentShown: state === 'open',
    index,
    count,
    showArrows,
    renderedIndices: rendered,
    counterText: `${index + 1} / ${count}`,
    title: snapshot.context.title,
    autoplay,
    autoplayStatusText: autoplay === 'off' ? '' : autoplay === 'playing' ? 'Slideshow playing' : 'Slideshow paused',
    getRootProps: () => ({
      id,
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': lightboxPartId(id, 'title'),
      tabIndex: -1,
      'data-scope': scope,
      'data-part': 'root',
      'data-state': state,
      'data-theme': theme,
      // [LBX-020] On mobile slides move by scrolling.
      'data-transition': mobile ? 'scroll' : 'slide',
      // [LBX-022..025] The stylesheet reads the spec's timings and sizes from the machine.
      style: {
        '--sm-lightbox-fade': `${LIGHTBOX_FADE_MS}ms`,
        '--sm-lightbox-slide': `${LIGHTBOX_SLIDE_MS}ms`,
        '--sm-lightbox-opacity': String(LIGHTBOX_OVERLAY_OPACITY),
        '--sm-lightbox-padding': `${mobile ? 0 : LIGHTBOX_PADDING}px`,
      },
      onKeyDown: (event) => {
        if (event.defaultPrevented || !HANDLED_KEYS.has(event.key)) return;
        // Handled here, so the dialog stack's page-wide Esc does not close a second dialog.
        event.preventDefault();
        send({ type: 'KEY', key: event.key });
      },
      onClick: (event) => {
        if (within(event.target, 'button')) return;
        if (!within(event.target, '[data-part="image"]')) {
          // [LBX-008] A click outside the image closes.
          send({ type: 'CLOSE' });
          return;
        }
        const { left, width } = event.currentTarget.getBoundingClientRect();
        if (width > 0) send({ type: 'CLICK', x: (event.clientX - left) / width });
      },
    }),
    getBackdropProps: () => ({ 'aria-hidden': 'true', 'data-scope': scope, 'data-part': 'backdrop' }),
    getTitleProps: () => ({ id: lightboxPartId(id, 'title'), 'data-scope': scope, 'data-part': 'title' }),
    getViewportProps: () => ({
      'data-scope': scope,
      'data-part': 'viewport',
      // [LBX-020] On mobile the slides are a scrolling row: a keyboard can reach it too (WCAG 2.1.1).
      tabIndex: mobile ? 0 : undefined,
      // [LBX-020] On mobile a swipe scrolls to a neighbour; when the scroll settles, follow it.
      onScrollEnd: mobile
        ? (event) => {
            const { scrollLeft, clientWidth } = event.currentTarget;
            const settled = rendered[Math.round(scrollLeft / Math.max(1, clientWidth))];
            if (settled !== undefined && settled !== index) send({ type: settled === stepIndex(index, count, 1, loop) ? 'NEXT' : 'PREVIOUS' });
          }
        : undefined,
    }),
    getSlideProps: (at) => ({
      id: lightboxPartId(id, 'slide', at),
      role: 'group',
      'aria-roledescription': 'slide',
      'aria-label': `${at + 1} of ${count}`,
      'aria-hidden': at === index ? undefined : 'true',
      'data-scope': scope,
      'data-part': 'slide',
      'data-position': at === index ? 'current' : at === stepIndex(index, count, -1, loop) ? 'previous' : 'next',
      style: { '--sm-lightbox-offset': String(rendered.indexOf(at) - rendered.indexOf(index)) },
    }),
    getImageProps: () => ({ 'data-scope': scope, 'data-part': 'image' }),
    getCloseTriggerProps: () => ({
      type: 'button',
      'aria-label': 'Close',
      'data-scope': scope,
      'data-part': 'close-trigger',
      onClick: () => send({ type: 'CLOSE' }),
    }),
    getPreviousTriggerProps: () => arrow('previous-trigger'),
    getNextTriggerProps: () => arrow('next-trigger'),
    getCounterProps: () => ({ 'aria-live': playingNow ? 'off' : 'polite', 'data-scope': scope, 'data-part': 'counter' }),
    getAutoplayTriggerProps: () => ({
      type: 'button',
      'aria-label': autoplay === 'playing' ? 'Pause slideshow' : 'Play slideshow',
      hidden: autoplay === 'off',
      'data-scope': scope,
      'data-part': 'autoplay-trigger',
      'data-state': autoplay === 'playing' ? 'playing' : 'paused',
      onClick: () => send({ type: autoplay === 'playing' ? 'PAUSE' : 'PLAY' }),
    }),
    getAutoplayStatusProps: () => ({ role: 'status', 'aria-live': 'polite', 'data-scope': scope, 'data-part': 'autoplay-status' }),
  };
}
