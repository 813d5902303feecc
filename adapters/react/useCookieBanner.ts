import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connect, type CookieBannerApi, type CookieBannerSnapshot } from '../../machines/cookie-banner/connect.ts';
import { cookieBannerMachine } from '../../machines/cookie-banner/machine.ts';
import type { SiteIdentity } from '../../machines/tracking/logic.ts';
import { bindCookieBannerEffects, readConsent } from '../browser/cookie-banner.ts';
import { startVisitorTracking } from '../browser/visitor-tracking.ts';

export interface CookieBannerOptions {
  /** Raw cookie settings from the page: either form of spec 000 §3, object or JSON text. */
  settings: unknown;
  /** [COOK-028] Preview mode: shown whatever the consent, clicks ignored. */
  forced?: boolean;
  /** [COOK-040] The page was opened with the screenshot flag. */
  screenshot?: boolean;
  /**
   * The site whose page views are tracked: when given, the visitor cookies and page-view
   * tracking start once policy and consent allow it (at load, or right after Accept).
   */
  tracking?: SiteIdentity;
}

// The banner shows its state and the consent; nothing else changes.
const selectView = (snapshot: CookieBannerSnapshot) => snapshot;
const sameView = (a: CookieBannerSnapshot, b: CookieBannerSnapshot) => a.value === b.value && a.context.consent === b.context.consent;

/**
 * Starts a `cookieBannerMachine` for the component's lifetime with the consent cookie read
 * once, binds the cookie effects before it starts, and gates tracking on its verdict.
 */
export function useCookieBanner({ settings, forced, screenshot, tracking }: CookieBannerOptions): CookieBannerApi {
  const [consent] = useState(readConsent);
  const actorRef = useActorRef(cookieBannerMachine, { input: { settings, forced, screenshot, ...(consent ? { consent } : {}) } });
  // A layout effect runs before useActorRef's start: the clearing emitted on start is caught.
  useLayoutEffect(() => bindCookieBannerEffects(actorRef), [actorRef]);
  const api = connect(useSelector(actorRef, selectView, sameView), actorRef.send);
  useVisitorTracking(tracking, api.trackingAllowed);
  return api;
}

/** Starts visitor cookies and page-view tracking once, the first time `allowed` is true. */
export function useVisitorTracking(site: SiteIdentity | undefined, allowed: boolean): void {
  const siteRef = useRef(site);
  siteRef.current = site;
  useEffect(() => {
    const current = siteRef.current;
    if (!allowed || !current) return undefined;
    return startVisitorTracking(current);
  }, [allowed]);
}
