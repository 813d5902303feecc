'use client';
import { useState } from 'react';
import type { Actor } from 'xstate';
import { cookieBannerSettingsOf } from '../../machines/cookie-banner/codec.ts';
import { bannerTextHtml } from '../../machines/cookie-banner/logic.ts';
import { richTextFromHtml } from '../../machines/shared/rich-text.ts';
import type { ActorHookOptions } from './actor-hooks.ts';
import type { CookieBannerApi } from '../../machines/cookie-banner/types.ts';
import { cookieBannerMachine } from '../../machines/cookie-banner/machine.ts';
import { useCookieBannerActor } from './cookie-banner-actor.ts';
import { useConsentCookie } from './consent-cookie.ts';
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
  // The owner's banner text is HTML: parsed by the page's parser (the browser's, or the server's).
  const parse = useHtmlParser();
  const [text] = useState(() => richTextFromHtml(parse(bannerTextHtml(cookieBannerSettingsOf(settings)))));
  return useCookieBannerActor(
    cookieBannerMachine,
    (startConsent) => ({ settings, text, forced, screenshot, ...(startConsent ? { consent: startConsent } : {}) }),
    onTrackingAllowedChange,
    options,
    useConsentCookie,
  );
}
