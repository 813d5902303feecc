'use client';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_PAGE_ENVIRONMENT, type PageEnvironment } from '../../machines/shared/environment.ts';
import {
  readDevicePixelRatio,
  readLocation,
  readMobile,
  readReducedMotion,
  readViewportWidth,
  subscribeDevicePixelRatio,
  subscribeLocation,
  subscribeReducedMotion,
  subscribeViewport,
  type PageLocation,
} from '../browser/environment.ts';
import { readCookie, subscribeCookies } from '../browser/cookies.ts';

const PageEnvironmentContext = createContext<PageEnvironment>(DEFAULT_PAGE_ENVIRONMENT);

/**
 * The facts of the page request, given on the server and again, from the page's embedded data,
 * around the tree the browser hydrates: both renders start from them, so their markup is the
 * same; the browser's own facts replace them after hydration.
 */
export function PageEnvironmentProvider({ value, children }: { value: PageEnvironment; children?: ReactNode }) {
  return <PageEnvironmentContext.Provider value={value}>{children}</PageEnvironmentContext.Provider>;
}

/** The request's facts (server defaults when no provider gives them). */
export function usePageEnvironment(): PageEnvironment {
  return useContext(PageEnvironmentContext);
}

const noSubscription = () => () => {};

/** False on the server and during hydration, true once the tree has hydrated (or rendered in a browser). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The window's width; undefined on the server and during hydration (CSS lays out until then). */
export function useViewportWidth(): number | undefined {
  return useSyncExternalStore(subscribeViewport, readViewportWidth, () => undefined);
}

/** `prefers-reduced-motion`; false on the server and during hydration. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, readReducedMotion, () => false);
}

/** The device pixel ratio; 1 on the server and during hydration. */
export function useDevicePixelRatio(): number {
  return useSyncExternalStore(subscribeDevicePixelRatio, readDevicePixelRatio, () => 1);
}

/** A phone or tablet: the request's answer first, the browser's after hydration. */
export function useMobile(): boolean {
  const { mobile } = usePageEnvironment();
  return useSyncExternalStore(noSubscription, readMobile, () => mobile);
}

/** The page's address: the request's (no hash) first, the browser's after hydration. */
export function usePageLocation(): PageLocation {
  const { url } = usePageEnvironment();
  return useSyncExternalStore(subscribeLocation, readLocation, () => serverLocation(url));
}

const serverLocations = new WeakMap<PageEnvironment['url'], PageLocation>();
function serverLocation(url: PageEnvironment['url']): PageLocation {
  let location = serverLocations.get(url);
  if (!location) serverLocations.set(url, (location = { ...url, hash: '' }));
  return location;
}

/** One cookie's value: as the request sent it first, as the browser holds it after hydration. */
export function useCookie(name: string): string | undefined {
  const { cookies } = usePageEnvironment();
  return useSyncExternalStore(
    subscribeCookies,
    () => readCookie(name),
    () => cookies[name],
  );
}
