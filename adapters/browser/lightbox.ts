import type { Actor } from 'xstate';
import { lightboxAnatomy } from '../../machines/lightbox/anatomy.ts';
import type { lightboxMachine } from '../../machines/lightbox/machine.ts';
import { MOBILE_MEDIA_QUERY } from '../../machines/breakpoints/logic.ts';
import { readReducedMotion, subscribeReducedMotion } from './environment.ts';

/** Marks the history entries the lightbox pushed, so closing steps back over its own entry only. */
const PUSHED_MARK = 'smLightbox';

function pathAndQuery(win: Window): string {
  return `${win.location.pathname}${win.location.search}`;
}

/**
 * Performs the lightbox's address effects [GAL-004] [LBX-011]: the open item goes into the
 * hash (a new history entry on open, replaced while moving); closing steps back over that
 * entry, or clears the hash when the page was loaded with it; the back and forward buttons are
 * passed to the machine as ADDRESS_CHANGE. A refused open is logged [LBX-028]. Only the hash is
 * ever written: the lightbox never navigates. Returns the unbind function.
 */
export function bindLightboxEffects(actor: Actor<typeof lightboxMachine>, win: Window = window): () => void {
  const subscriptions = [
    actor.on('writeHash', ({ hash, push }) => {
      const url = `${pathAndQuery(win)}#${hash}`;
      if (push) win.history.pushState({ [PUSHED_MARK]: true }, '', url);
      else win.history.replaceState(win.history.state, '', url);
    }),
    actor.on('clearHash', () => {
      const state = win.history.state as Record<string, unknown> | null;
      if (state?.[PUSHED_MARK]) win.history.back();
      else win.history.replaceState(state, '', pathAndQuery(win));
    }),
    actor.on('unavailable', ({ message }) => console.warn(message)),
  ];
  const onPopState = () => actor.send({ type: 'ADDRESS_CHANGE', hash: win.location.hash });
  win.addEventListener('popstate', onPopState);
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
    win.removeEventListener('popstate', onPopState);
  };
}

/** [LBX-001] Opens the slide the page's address names, if any. */
export function openLightboxFromAddress(actor: Actor<typeof lightboxMachine>, collectionUrl?: string, win: Window = window): void {
  actor.send({ type: 'OPEN_FROM_ADDRESS', pathname: win.location.pathname, hash: win.location.hash, collectionUrl });
}

/** Moves focus from the lightbox dialog itself to its close control, once that is shown. */
export function focusCloseControlFromRoot(rootId: string, doc: Document = document): void {
  const root = doc.getElementById(rootId);
  if (root && doc.activeElement === root) root.querySelector<HTMLElement>(lightboxAnatomy.selector('close-trigger'))?.focus();
}

/**
 * [LBX-020] On mobile the slides sit in a scroll-snapping row: the current slide is scrolled into
 * place at once (after an index change; a swipe already scrolled it smoothly).
 */
export function scrollToCurrentSlide(rootId: string, index: number, doc: Document = document): void {
  const current = doc.getElementById(lightboxAnatomy.id(rootId, 'slide', String(index)));
  const viewport = current?.closest<HTMLElement>(lightboxAnatomy.selector('viewport', rootId));
  if (current && viewport) viewport.scrollLeft = current.offsetLeft;
}

/** A mobile viewport: at most 432 px wide (spec 002 §2), read once when a lightbox starts. */
export function isMobileViewport(win: Window = window): boolean {
  return win.matchMedia(MOBILE_MEDIA_QUERY).matches;
}

/** Calls back with [LBX-019]'s answer now and whenever the window crosses 432 px. Returns the unsubscribe. */
export function observeMobileViewport(onChange: (mobile: boolean) => void, win: Window = window): () => void {
  const query = win.matchMedia(MOBILE_MEDIA_QUERY);
  const listener = () => onChange(query.matches);
  listener();
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/**
 * [GAL-085] Tells the lightbox the visitor's reduced-motion preference now and whenever it
 * changes: under it autoplay does not play by itself. Returns the unsubscribe.
 */
export function bindLightboxMotion(actor: Actor<typeof lightboxMachine>): () => void {
  const tell = () => actor.send({ type: 'REDUCED_MOTION', on: readReducedMotion() });
  tell();
  return subscribeReducedMotion(tell);
}
