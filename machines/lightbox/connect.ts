import type { NormalizeProps } from '../shared/normalize.ts';
import { INITIAL_FOCUS_ATTRIBUTE } from '../dialogs/constants.ts';
import { lightboxAnatomy as anatomy } from './anatomy.ts';
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
import type { LightboxEvent } from './machine.ts';
import type { ArrowProps, LightboxApi, LightboxAutoplay, LightboxSnapshot, LightboxState } from './types.ts';

const HANDLED_KEYS = new Set([LIGHTBOX_PREVIOUS_KEY, LIGHTBOX_NEXT_KEY, LIGHTBOX_CLOSE_KEY]);

/** Whether a click target sits inside an element matching `selector` (DOM `closest`). */
function within(target: unknown, selector: string): boolean {
  const element = target as { closest?: (selector: string) => unknown } | null;
  return typeof element?.closest === 'function' && element.closest(selector) !== null;
}

/** The DOM id of the lightbox's title, or of one of its slides. */
export function lightboxPartId(rootId: string, part: 'title' | 'slide', index?: number): string {
  return anatomy.id(rootId, part, index === undefined ? undefined : String(index));
}

/** Pure view model of the lightbox (WAI-ARIA modal dialog holding a slide show) for any renderer. */
export function connect(snapshot: LightboxSnapshot, send: (event: LightboxEvent) => void, normalize: NormalizeProps): LightboxApi {
  const { id, slides, index, loop, mobile, theme } = snapshot.context;
  // [GAL-085] Offered with more than one item; it plays only while open.
  const autoplay: LightboxAutoplay = !snapshot.context.autoplay || slides.length <= 1 ? 'off' : snapshot.context.playing ? 'playing' : 'paused';
  const playingNow = autoplay === 'playing' && snapshot.value === 'open';
  const state = snapshot.value as LightboxState;
  const count = slides.length;
  const showArrows = count > 1 && !mobile;
  const rendered = renderedIndices(index, count, loop);

  const arrow = (part: 'previous-trigger' | 'next-trigger'): ArrowProps => {
    const step = part === 'next-trigger' ? 1 : -1;
    return normalize({
      type: 'button',
      'aria-label': part === 'next-trigger' ? 'Next image' : 'Previous image',
      // aria-disabled rather than disabled: a focused arrow at the end keeps its focus.
      'aria-disabled': stepIndex(index, count, step, loop) === index ? 'true' : undefined,
      hidden: !showArrows,
      ...anatomy.attrs(part),
      onClick: () => send({ type: step === 1 ? 'NEXT' : 'PREVIOUS' }),
    });
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
    getRootProps: () =>
      normalize({
      id,
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': lightboxPartId(id, 'title'),
      tabIndex: -1,
      ...anatomy.attrs('root'),
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
        if (!within(event.target, anatomy.selector('image'))) {
          // [LBX-008] A click outside the image closes.
          send({ type: 'CLOSE' });
          return;
        }
        const { left, width } = event.currentTarget.getBoundingClientRect();
        if (width > 0) send({ type: 'CLICK', x: (event.clientX - left) / width });
      },
    }),
    getBackdropProps: () =>
      normalize({ 'aria-hidden': 'true', ...anatomy.attrs('backdrop') }),
    getTitleProps: () =>
      normalize({ id: lightboxPartId(id, 'title'), ...anatomy.attrs('title') }),
    getViewportProps: () =>
      normalize({
      ...anatomy.attrs('viewport'),
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
    getSlideProps: (at) =>
      normalize({
      id: lightboxPartId(id, 'slide', at),
      role: 'group',
      'aria-roledescription': 'slide',
      'aria-label': `${at + 1} of ${count}`,
      'aria-hidden': at === index ? undefined : 'true',
      ...anatomy.attrs('slide'),
      'data-position': at === index ? 'current' : at === stepIndex(index, count, -1, loop) ? 'previous' : 'next',
      style: { '--sm-lightbox-offset': String(rendered.indexOf(at) - rendered.indexOf(index)) },
    }),
    getImageProps: () =>
      normalize({ ...anatomy.attrs('image') }),
    getCloseTriggerProps: () =>
      normalize({
      type: 'button',
      'aria-label': 'Close',
      ...anatomy.attrs('close-trigger'),
      // [LBX-006] The dialog's first focus once its content is in.
      [INITIAL_FOCUS_ATTRIBUTE]: '',
      onClick: () => send({ type: 'CLOSE' }),
    }),
    getPreviousTriggerProps: () => arrow('previous-trigger'),
    getNextTriggerProps: () => arrow('next-trigger'),
    getCounterProps: () =>
      normalize({ 'aria-live': playingNow ? 'off' : 'polite', ...anatomy.attrs('counter') }),
    getAutoplayTriggerProps: () =>
      normalize({
      type: 'button',
      'aria-label': autoplay === 'playing' ? 'Pause slideshow' : 'Play slideshow',
      hidden: autoplay === 'off',
      ...anatomy.attrs('autoplay-trigger'),
      'data-state': autoplay === 'playing' ? 'playing' : 'paused',
      onClick: () => send({ type: autoplay === 'playing' ? 'PAUSE' : 'PLAY' }),
    }),
    getAutoplayStatusProps: () =>
      normalize({ role: 'status', 'aria-live': 'polite', ...anatomy.attrs('autoplay-status') }),
    getControlsProps: () => normalize(anatomy.attrs('controls')),
    dismiss: () => send({ type: 'CLOSE' }),
  };
}

export type { ClickEventLike, KeyboardEventLike, LightboxApi, LightboxAutoplay, LightboxSnapshot, LightboxState, ScrollEventLike } from './types.ts';
