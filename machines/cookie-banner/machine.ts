import { assign, emit, enqueueActions, setup } from 'xstate';
import { decodeCookieBannerSettings, type CookieBannerSettings } from './codec.ts';
import { RESTRICTED_COOKIES } from './constants.ts';
import { canDecline, mustClearCookies, shouldShowBanner, type Consent } from './logic.ts';

export interface CookieBannerInput {
  /** Raw cookie settings from the page (either form of spec 000 §3, object or JSON text). */
  settings: unknown;
  /** The consent cookie's value, already decoded (`decodeConsent`). */
  consent?: 'true' | 'false';
  /** [COOK-028] Preview mode: always shown, clicks ignored. */
  forced?: boolean;
  /** [COOK-040] The page query carries the screenshot flag. */
  screenshot?: boolean;
}

export interface CookieBannerContext {
  settings: CookieBannerSettings;
  consent: Consent;
  forced: boolean;
  screenshot: boolean;
}

export type CookieBannerEvent = { type: 'ACCEPT' } | { type: 'DECLINE' };

export type CookieBannerEmitted =
  | { type: 'consentStored'; allowed: boolean }
  | { type: 'cookiesCleared'; names: string[] };

export const cookieBannerMachine = setup({
  types: {
    input: {} as CookieBannerInput,
    context: {} as CookieBannerContext,
    events: {} as CookieBannerEvent,
    emitted: {} as CookieBannerEmitted,
  },
  guards: {
    shouldShow: ({ context }) => shouldShowBanner(context),
    // [COOK-029] In forced preview mode clicks on the banner are ignored.
    isLive: ({ context }) => !context.forced,
    mayDecline: ({ context }) => !context.forced && canDecline(context.settings),
  },
  actions: {
    // [COOK-023] Accepting stores true.
    accept: assign({ consent: 'true' }),
    // [COOK-025] Declining stores false.
    decline: assign({ consent: 'false' }),
    emitConsentStored: emit(({ context }) => ({ type: 'consentStored' as const, allowed: context.consent === 'true' })),
    // [COOK-027] With no consent under the restrictive policy, the tracking cookies are cleared.
    clearUnconsentedCookies: enqueueActions(({ context, enqueue }) => {
      if (mustClearCookies(context.settings, context.consent)) enqueue.emit({ type: 'cookiesCleared', names: [...RESTRICTED_COOKIES] });
    }),
  },
}).createMachine({
  id: 'cookieBanner',
  context: ({ input }) => ({
    settings: decodeCookieBannerSettings(input.settings),
    consent: input.consent,
    forced: input.forced ?? false,
    screenshot: input.screenshot ?? false,
  }),
  entry: 'clearUnconsentedCookies',
  initial: 'hidden',
  states: {
    hidden: {
      always: { guard: 'shouldShow', target: 'shown' },
    },
    shown: {
      on: {
        ACCEPT: { guard: 'isLive', target: 'removed', actions: ['accept', 'emitConsentStored'] },
        DECLINE: { guard: 'mayDecline', target: 'removed', actions: ['decline', 'emitConsentStored'] },
      },
    },
    // [COOK-026] After accept or decline the banner is removed.
    removed: {},
  },
});
