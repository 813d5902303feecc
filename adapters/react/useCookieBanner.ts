import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connect, type CookieBannerApi, type CookieBannerSnapshot } from '../../machines/cookie-banner/connect.ts';
import { cookieBannerMachine } from '../../machines/cookie-banner/machine.ts';
import { bindCookieBannerEffects, readConsent } from '../browser/cookie-banner.ts';

export interface CookieBannerOptions {
  /** Raw cookie settings from the page: either form of spec 000 §3, object or JSON text. */
  settings: unknown;
  /** [COOK-028] Preview mode: shown whatever the consent, clicks ignored. */
  forced?: boolean;
  /** [COOK-040] The page was opened with the screenshot flag. */
  screenshot?: boolean;
  /**
   * Told whether visitor cookies and tracking may run: at start, and again when the visitor
   * chooses. Give it to `useVisitorTracking` (kept apart, so the banner does not ship it).
   */
  onTrackingAllowedChange?: (allowed: boolean) => void;
}

// The banner shows its state and the consent; nothing else changes.
const selectView = (snapshot: CookieBannerSnapshot) => snapshot;
const sameView = (a: CookieBannerSnapshot, b: CookieBannerSnapshot) => a.value === b.value && a.context.consent === b.context.consent;

/**
 * Starts a `cookieBannerMachine` for the component's lifetime with the consent cookie read
 * once, binds the cookie effects before it starts, and reports the tracking verdict.
 */
export function useCookieBanner({ settings, forced, screenshot, onTrackingAllowedChange }: CookieBannerOptions): CookieBannerApi {
  const [consent] = useState(readConsent);
  const actorRef = useActorRef(cookieBannerMachine, { input: { settings, forced, screenshot, ...(consent ? { consent } : {}) } });
  // A layout effect runs before useActorRef's start: the clearing emitted on start is caught.
  useLayoutEffect(() => bindCookieBannerEffects(actorRef), [actorRef]);
  const api = connect(useSelector(actorRef, selectView, sameView), actorRef.send);
  const report = useRef(onTrackingAllowedChange);
  report.current = onTrackingAllowedChange;
  useEffect(() => report.current?.(api.trackingAllowed), [api.trackingAllowed]);
  return api;
}
