'use client';
import type { Actor } from 'xstate';
import { decodedCookieBannerMachine, type CookieBannerData } from '../../machines/cookie-banner/banner-machine.ts';
import type { CookieBannerApi } from '../../machines/cookie-banner/types.ts';
import type { ActorHookOptions } from './actor-hooks.ts';
import { useCookieBannerActor } from './cookie-banner-actor.ts';
import type { CookieBannerOptions } from './useCookieBanner.ts';

export interface DecodedCookieBannerOptions extends Omit<CookieBannerOptions, 'settings'> {
  /**
   * The banner's page data as the server decoded it (`cookieBannerDataOf(settings, parse)`):
   * typed settings and the notice as safe rich text, read back from the page, not decoded again.
   */
  data: CookieBannerData;
}

export type DecodedCookieBannerActor = Actor<typeof decodedCookieBannerMachine>;

/**
 * `useCookieBanner` for a page whose data the server decoded (issue 20, item 3): the same
 * banner, machine and effects, from `CookieBannerData` instead of raw settings, so the page
 * ships neither the settings codec nor the HTML parser and link checks. The consent cookie,
 * which the server did not write, is still decoded here with its io-ts codec [COOK-011].
 */
export function useDecodedCookieBanner(
  { data, forced, screenshot, onTrackingAllowedChange }: DecodedCookieBannerOptions,
  options: ActorHookOptions = {},
): { actorRef: DecodedCookieBannerActor; api: CookieBannerApi } {
  return useCookieBannerActor(
    decodedCookieBannerMachine,
    (startConsent) => ({ data, forced, screenshot, ...(startConsent ? { consent: startConsent } : {}) }),
    onTrackingAllowedChange,
    options,
  );
}
