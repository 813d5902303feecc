/**
 * The browser's facts a page renders from, each with a way to hear when it changes. Every
 * function here is called from effects or external-store subscriptions only, never while a
 * server renders; each still answers a harmless default where there is no window.
 */
import { isMobileDevice, REDUCED_MOTION_QUERY } from './device.ts';

const inBrowser = () => typeof window !== 'undefined';
const noop = () => {};

/** The window's width in CSS pixels; undefined without a window. */
export function readViewportWidth(): number | undefined {
  return inBrowser() ? window.innerWidth : undefined;
}

export function subscribeViewport(onChange: () => void): () => void {
  if (!inBrowser()) return noop;
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

/** `prefers-reduced-motion: reduce`, as the operating system or browser says now. */
export function readReducedMotion(): boolean {
  return inBrowser() ? (window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false) : false;
}

export function subscribeReducedMotion(onChange: () => void): () => void {
  const query = inBrowser() ? window.matchMedia?.(REDUCED_MOTION_QUERY) : undefined;
  if (!query) return noop;
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The device pixel ratio (1 without a window). */
export function readDevicePixelRatio(): number {
  return inBrowser() ? window.devicePixelRatio || 1 : 1;
}

export function subscribeDevicePixelRatio(onChange: () => void): () => void {
  if (!inBrowser()) return noop;
  // A ratio change (zoom, another screen) ends the resolution query the ratio matched.
  let query: MediaQueryList | undefined;
  const listen = () => {
    query?.removeEventListener('change', onRatioChange);
    query = window.matchMedia?.(`(resolution: ${readDevicePixelRatio()}dppx)`);
    query?.addEventListener('change', onRatioChange);
  };
  const onRatioChange = () => {
    listen();
    onChange();
  };
  listen();
  return () => query?.removeEventListener('change', onRatioChange);
}

/** A phone or tablet (see `isMobileDevice`); false without a window. */
export function readMobile(): boolean {
  return inBrowser() ? isMobileDevice(window.navigator) : false;
}

/** The page's address: path, query and hash. */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

let lastLocation: PageLocation | undefined;

/** The address now; the same object while it does not change (an external store's snapshot). */
export function readLocation(): PageLocation {
  const { pathname, search, hash } = inBrowser() ? window.location : { pathname: '/', search: '', hash: '' };
  if (lastLocation?.pathname !== pathname || lastLocation.search !== search || lastLocation.hash !== hash) {
    lastLocation = { pathname, search, hash };
  }
  return lastLocation;
}

export function subscribeLocation(onChange: () => void): () => void {
  if (!inBrowser()) return noop;
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onChange);
  };
}

/** The page's origin (`https://example.com`); empty without a window. */
export function readOrigin(): string {
  return inBrowser() ? window.location.origin : '';
}

/** Calls back each time the page comes back into view (a tab shown again). Returns the unsubscribe. */
export function onPageVisible(callback: () => void): () => void {
  if (!inBrowser()) return noop;
  const listener = () => {
    if (document.visibilityState === 'visible') callback();
  };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** Loads the page again (the system error overlay's Reload Page). */
export function reloadPage(): void {
  if (inBrowser()) window.location.reload();
}
