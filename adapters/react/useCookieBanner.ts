'use client';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cookieBannerSettingsOf } from '../../machines/cookie-banner/codec.ts';
import { bannerTextHtml } from '../../machines/cookie-banner/logic.ts';
import { richTextFromHtml } from '../../machines/shared/rich-text.ts';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';
import { connect, type CookieBannerSnapshot } from '../../machines/cookie-banner/connect.ts';
import type { CookieBannerApi } from '../../machines/cookie-banner/types.ts';
import { normalizeProps } from './normalize-props.ts';
import { cookieBannerMachine } from '../../machines/cookie-banner/machine.ts';
import { consentOf } from '../../machines/cookie-banner/codec.ts';
import { CONSENT_COOKIE } from '../../machines/cookie-banner/constants.ts';
import { bindCookieBannerEffects } from '../browser/cookie-banner.ts';
import { useCookie } from './environment.tsx';
import { useHtmlParser } from './html-parser.ts';

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
 * once, binds the cookie effects before it starts, and reports the tracking verdict. The
 * banner text (site-owner HTML) is parsed once by the page's HTML parser (`useHtmlParser`:
 * DOMParser here, parse5 in a server render) into safe rich text for the machine.
 */
export type CookieBannerActor = Actor<typeof cookieBannerMachine>;

export function useCookieBanner(
  { settings, forced, screenshot, onTrackingAllowedChange }: CookieBannerOptions,
  options: ActorHookOptions = {},
): { actorRef: CookieBannerActor; api: CookieBannerApi } {
  // [COOK-011] The consent cookie as the request sent it (both renders agree), then the browser's.
  const consent = consentOf(useCookie(CONSENT_COOKIE));
  const [startConsent] = useState(consent);
  // The owner's banner text is HTML: parsed by the page's parser (the browser's, or the server's).
  const parse = useHtmlParser();
  const [text] = useState(() => richTextFromHtml(parse(bannerTextHtml(cookieBannerSettingsOf(settings)))));
  const actorRef = useActorRef(cookieBannerMachine, {
    input: { settings, text, forced, screenshot, ...(startConsent ? { consent: startConsent } : {}) },
    inspect: useInspect(options),
  });
  useEffect(() => actorRef.send({ type: 'CONSENT_READ', consent }), [actorRef, consent]);
  // A layout effect runs before useActorRef's start: the clearing emitted on start is caught.
  useLayoutEffect(() => bindCookieBannerEffects(actorRef), [actorRef]);
  const api = connect(useSelector(actorRef, selectView, sameView), actorRef.send, normalizeProps);
  const report = useRef(onTrackingAllowedChange);
  report.current = onTrackingAllowedChange;
  useEffect(() => report.current?.(api.trackingAllowed), [api.trackingAllowed]);
  return { actorRef, api };
}
