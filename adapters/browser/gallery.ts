import type { Actor } from 'xstate';
import { historyActive, historyIndex, slideAddress, type SlideKey } from '../../machines/gallery/history.ts';
import type { galleryMachine } from '../../machines/gallery/machine.ts';
import { ALREADY_BOUND_WARNING, INVALID_HOVER_SELECTOR_WARNING, NO_CONTAINER_ERROR, VIDEO_LOADER_NOT_FOUND } from '../../machines/gallery/constants.ts';
import { isNomotion } from '../../machines/gallery/logic.ts';
import { RESIZE_WAIT_MS } from '../../machines/gallery/constants.ts';
import { readMobile, readReducedMotion, readViewportWidth, subscribeReducedMotion } from './environment.ts';
import { followLink } from './links.ts';
import { onWindowResizeEnd } from './resize.ts';

type GalleryActor = Actor<typeof galleryMachine>;

/** [GAL-077] Inputs, textareas, selects and editable elements keep their arrow keys. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.matches('input, textarea, select, [contenteditable]:not([contenteditable="false"])');
}

/** [GAL-079] Any part of the element is inside the viewport. */
export function isInViewport(element: Element | null, win: Window = window): boolean {
  if (!element) return false;
  const rect = element.getBoundingClientRect();
  return rect.bottom > 0 && rect.right > 0 && rect.top < win.innerHeight && rect.left < win.innerWidth && rect.width + rect.height > 0;
}

/** [GAL-009] ?nomotion=true turns autoplay off. */
export function nomotionRequested(search: string = window.location.search): boolean {
  return isNomotion(search);
}

/**
 * [GAL-031] The page's key presses go to the gallery with what the machine needs to decide:
 * the key, whether it was typed into an editable element, whether the gallery is in view.
 */
export function bindGalleryKeyboard(actor: GalleryActor, root: () => Element | null, doc: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    actor.send({ type: 'KEY', key: event.key, editableTarget: isEditableTarget(event.target), inViewport: isInViewport(root(), doc.defaultView ?? window) });
  };
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}

/**
 * [GAL-023] [GAL-051] autoplayOptions.pauseOnMouseover: hovering an element of the gallery that
 * one of the selectors matches (the root included) suspends autoplay; leaving it, or the
 * gallery, resumes it. A list that is not valid CSS is warned about, and the whole gallery
 * suspends autoplay instead.
 */
export function bindHoverPause(actor: GalleryActor, root: Element, selectors: readonly string[], warn: (message: string) => void = console.warn): () => void {
  let selector = selectors.join(',');
  try {
    root.matches(selector);
  } catch {
    warn(`${INVALID_HOVER_SELECTOR_WARNING} ${selector}`);
    selector = '*';
  }
  let inside = false;
  const onHover = (event: Event) => {
    const target = event.target as Partial<Element> | null;
    const match = event.type === 'mouseover' ? target?.closest?.(selector) : null;
    const now = !!match && root.contains(match);
    if (now !== inside) actor.send({ type: now ? 'HOVER_START' : 'HOVER_END' });
    inside = now;
  };
  root.addEventListener('mouseover', onHover);
  root.addEventListener('mouseleave', onHover);
  return () => {
    root.removeEventListener('mouseover', onHover);
    root.removeEventListener('mouseleave', onHover);
  };
}

/** [GAL-014] A click-through address is followed (unless it was clicked as a link, which goes itself); a slide activation is handed on. */
export function bindGalleryEffects(
  actor: GalleryActor,
  handlers: { onSlideActivate?: (index: number) => void; navigate?: (url: string) => void } = {},
): () => void {
  // A click-through address is followed as the site renders links: never a script address.
  const { onSlideActivate, navigate = (url: string) => void followLink(url) } = handlers;
  const subscriptions = [actor.on('navigate', ({ url, viaLink }) => {
      if (!viaLink) navigate(url);
    }), actor.on('slideActivated', ({ index }) => onSlideActivate?.(index))];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}

export interface GalleryHistoryOptions {
  slides: readonly SlideKey[];
  /** [GAL-006] The collection's full URL (container attribute or page context). */
  collection: string;
  historyHash: boolean;
  /** [GAL-003] True inside the backend editor, where history is off. */
  inBackendEditor?: boolean;
}

/** [GAL-008] The slide the address names, for the gallery's starting index. */
export function initialIndexFromHistory(options: GalleryHistoryOptions, win: Window = window): number | null {
  const { pathname, hash } = win.location;
  return historyIndex(options, { pathname, hash, state: win.history.state });
}

/**
 * [GAL-004] [GAL-005] Each slide change pushes the slide's address with its itemId in the
 * history state; the back button (popstate) shows the slide the address names again.
 */
export function bindGalleryHistory(actor: GalleryActor, options: GalleryHistoryOptions, win: Window = window): () => void {
  if (!historyActive(options.historyHash, options.inBackendEditor ?? false)) return () => {};
  const subscription = actor.on('indexChanged', ({ index }) => {
    const slide = options.slides[index];
    if (!slide || (win.history.state as { itemId?: string } | null)?.itemId === slide.id) return;
    win.history.pushState({ itemId: slide.id }, '', slideAddress(options.collection, slide));
  });
  const onPopState = () => {
    const index = initialIndexFromHistory(options, win);
    actor.send({ type: 'GO_TO', index: index ?? 0 });
  };
  win.addEventListener('popstate', onPopState);
  return () => {
    subscription.unsubscribe();
    win.removeEventListener('popstate', onPopState);
  };
}

const boundNodes = new WeakSet<object>();

/**
 * [GAL-067] [GAL-081] Claims a container for a gallery: a missing container is an error; a
 * container already bound to a gallery is warned about and left alone (false).
 */
export function claimGalleryNode(node: object | null | undefined, warn: (message: string) => void = console.warn): boolean {
  if (!node) throw new Error(NO_CONTAINER_ERROR);
  if (boundNodes.has(node)) {
    warn(ALREADY_BOUND_WARNING);
    return false;
  }
  boundNodes.add(node);
  return true;
}

/** Frees a container when its gallery goes away. */
export function releaseGalleryNode(node: object | null | undefined): void {
  if (node) boundNodes.delete(node);
}

/** [GAL-082] The video layer's chunk could not be loaded: 'VideoLoader not found' is logged (the slide keeps its picture). */
export function reportVideoLoaderMissing(error: unknown, log: (...data: unknown[]) => void = console.error): void {
  log(VIDEO_LOADER_NOT_FOUND, error);
}

export interface GalleryEnv {
  /** The gallery's root element (claimed: one gallery per node); read when bound. */
  root: Element | null;
  /** [GAL-031] The page's arrow keys drive it (not for a collection). Default true. */
  keyboard?: boolean;
  /** [GAL-004] History, when the block asks for it. */
  history?: GalleryHistoryOptions;
  /** [GAL-021] Hover pauses autoplay over these selectors (the block's pauseOnMouseover). */
  hoverSelectors?: readonly string[] | false;
  /** A slide activation is handed on; a click-through address is followed (or given to `navigate`). */
  onSlideActivate?: (index: number) => void;
  navigate?: (url: string) => void;
}

/**
 * The one place a gallery meets the page, for the React hook and the plain-DOM renderer alike:
 * what the browser says (the device [GAL-021], reduced motion and its changes [GAL-013], the
 * window's settled width [GAL-099]), the slide the address names [GAL-008], the page's arrow
 * keys [GAL-031], click-through and slide activation [GAL-014], history [GAL-004] and hover
 * pause. Returns the cleanup.
 */
export function bindGallery(actor: GalleryActor, env: GalleryEnv): () => void {
  const { root, keyboard = true, history, hoverSelectors, onSlideActivate, navigate } = env;
  claimGalleryNode(root);
  actor.send({ type: 'SET_MOBILE', mobile: readMobile() });
  actor.send({ type: 'REDUCED_MOTION', on: readReducedMotion() });
  const width = readViewportWidth();
  if (width !== undefined) actor.send({ type: 'VIEWPORT', width });
  // [GAL-008] The slide the browser's full address names (its hash, its history state).
  const named = history ? initialIndexFromHistory(history) : null;
  if (named !== null && named !== actor.getSnapshot().context.index) actor.send({ type: 'GO_TO', index: named });
  const unbind = [
    subscribeReducedMotion(() => actor.send({ type: 'REDUCED_MOTION', on: readReducedMotion() })),
    // [GAL-099] The layouts follow the window once it has been quiet for their resize wait.
    onWindowResizeEnd((next) => actor.send({ type: 'VIEWPORT', width: next }), RESIZE_WAIT_MS),
    keyboard ? bindGalleryKeyboard(actor, () => root) : () => {},
    bindGalleryEffects(actor, { ...(onSlideActivate ? { onSlideActivate } : {}), ...(navigate ? { navigate } : {}) }),
    history ? bindGalleryHistory(actor, history) : () => {},
    root && hoverSelectors ? bindHoverPause(actor, root, hoverSelectors) : () => {},
    () => releaseGalleryNode(root),
  ];
  return () => unbind.forEach((fn) => fn());
}
