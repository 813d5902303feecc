import type { SnapshotFrom } from 'xstate';
import type { lightboxMachine } from './machine.ts';

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

/** What the lightbox's connect returns: its parts as props for any renderer. */
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
  getCloseTriggerProps(): { type: 'button'; 'aria-label': string; 'data-scope': 'lightbox'; 'data-part': 'close-trigger'; 'data-initial-focus': ''; onClick(): void };
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
  /** The row of controls (the page's own actions, autoplay, arrows, close). */
  getControlsProps(): { 'data-scope': 'lightbox'; 'data-part': 'controls' };
  /** Esc or a click outside, from the dialog stack: the same as Close. */
  dismiss(): void;
}

export type LightboxAutoplay = 'off' | 'playing' | 'paused';

export type ArrowProps = {
  type: 'button';
  'aria-label': string;
  'aria-disabled': 'true' | undefined;
  hidden: boolean;
  'data-scope': 'lightbox';
  'data-part': 'previous-trigger' | 'next-trigger';
  onClick(): void;
};

