// The cookie banner's behaviour, and the banner from the page data the server decoded: a module
// without the settings codec (./codec.ts, classic io-ts), so a page whose banner data comes
// decoded ships none of it (issue 20, item 3). ./machine.ts adds the banner from raw settings.
import { assign, emit, enqueueActions, setup } from 'xstate';
import type { CookieBannerSettings } from './codec.ts';
import { RESTRICTED_COOKIES } from './constants.ts';
import type { RichText } from '../shared/rich-text.ts';
import { canDecline, decodedBannerText, mustClearCookies, shouldShowBanner, type Consent } from './logic.ts';

/** What the cookie banner machine starts from: `createActor(cookieBannerMachine, { input })`. */
export interface CookieBannerInput {
  /** Raw cookie settings from the page (either form of spec 000 §3, object or JSON text). */
  settings: unknown;
  /**
   * The banner text (`settings.cookieBannerText`, site-owner HTML) as the adapter parsed it:
   * `richTextFromHtml(parseHtmlFragment(text))` with the browser's or the server's parser
   * (`bannerTextHtml(settings)` gives the HTML). Without it the text is shown as written, as
   * plain text, never markup.
   */
  text?: RichText;
  /** The consent cookie's value, already decoded (`decodeConsent`). */
  consent?: 'true' | 'false';
  /** [COOK-028] Preview mode: always shown, clicks ignored. */
  forced?: boolean;
  /** [COOK-040] The page query carries the screenshot flag. */
  screenshot?: boolean;
}

/**
 * The banner's page data as the server decoded it (issue 20, item 3: page data is decoded once,
 * on the server): the settings with every invalid value replaced, and the notice already parsed
 * into safe rich text (`cookieBannerDataOf` in ./codec.ts makes it). The browser reads it back
 * as typed data and ships neither the settings codec nor the HTML parser and link checks.
 */
export interface CookieBannerData {
  settings: CookieBannerSettings;
  text: RichText;
}

/** `decodedCookieBannerMachine`'s input: the server's decoded data instead of raw settings. */
export interface DecodedCookieBannerInput extends Omit<CookieBannerInput, 'settings' | 'text'> {
  data: CookieBannerData;
}

/** What the cookie banner machine remembers (`snapshot.context`). */
export interface CookieBannerContext {
  settings: CookieBannerSettings;
  /** [COOK-030] [COOK-031] The notice as safe rich text; the default notice when it has no text. */
  text: RichText;
  consent: Consent;
  forced: boolean;
  screenshot: boolean;
}

/** The events the cookie banner machine accepts. */
export type CookieBannerEvent =
  | { type: 'ACCEPT' }
  | { type: 'DECLINE' }
  /**
   * [COOK-011] The consent cookie as the browser holds it, read once the page has hydrated: a
   * page rendered without it (cached, say) shows or hides the banner by the browser's answer.
   */
  | { type: 'CONSENT_READ'; consent?: 'true' | 'false' };

export type CookieBannerEmitted =
  | { type: 'consentStored'; allowed: boolean }
  | { type: 'cookiesCleared'; names: string[] };

/** The banner's behaviour, its context made from its input by `start` (./machine.ts makes it from raw settings). */
export function defineCookieBannerMachine<Input>(start: (input: Input) => CookieBannerContext) {
  return setup({
    types: {
      input: {} as Input,
      context: {} as CookieBannerContext,
      events: {} as CookieBannerEvent,
      emitted: {} as CookieBannerEmitted,
    },
    guards: {
      shouldShow: ({ context }) => shouldShowBanner(context),
      // [COOK-029] In forced preview mode clicks on the banner are ignored.
      isLive: ({ context }) => !context.forced,
      mayDecline: ({ context }) => !context.forced && canDecline(context.settings),
      changesConsent: ({ context, event }) => event.type === 'CONSENT_READ' && event.consent !== context.consent,
    },
    actions: {
      // [COOK-023] Accepting stores true.
      accept: assign({ consent: 'true' }),
      // [COOK-025] Declining stores false.
      decline: assign({ consent: 'false' }),
      readConsent: assign({ consent: ({ context, event }) => (event.type === 'CONSENT_READ' ? event.consent : context.consent) }),
      emitConsentStored: emit(({ context }) => ({ type: 'consentStored' as const, allowed: context.consent === 'true' })),
      // [COOK-027] With no consent under the restrictive policy, the tracking cookies are cleared.
      clearUnconsentedCookies: enqueueActions(({ context, enqueue }) => {
        if (mustClearCookies(context.settings, context.consent)) enqueue.emit({ type: 'cookiesCleared', names: [...RESTRICTED_COOKIES] });
      }),
    },
  }).createMachine({
    id: 'cookieBanner',
    context: ({ input }) => start(input),
    entry: 'clearUnconsentedCookies',
    initial: 'hidden',
    states: {
      hidden: {
        always: { guard: 'shouldShow', target: 'shown' },
        on: {
          CONSENT_READ: { guard: 'changesConsent', target: 'hidden', reenter: true, actions: 'readConsent' },
        },
      },
      shown: {
        on: {
          CONSENT_READ: { guard: 'changesConsent', target: 'hidden', actions: 'readConsent' },
          ACCEPT: { guard: 'isLive', target: 'removed', actions: ['accept', 'emitConsentStored'] },
          DECLINE: { guard: 'mayDecline', target: 'removed', actions: ['decline', 'emitConsentStored'] },
        },
      },
      // [COOK-026] After accept or decline the banner is removed.
      removed: {},
    },
  });
}

/**
 * The same banner from the page data the server decoded (`CookieBannerData`): what a page
 * that hands its data over decoded ships, without the settings codec or the rich-text checks.
 */
export const decodedCookieBannerMachine = /* @__PURE__ */ defineCookieBannerMachine(
  (input: DecodedCookieBannerInput): CookieBannerContext => ({
    settings: input.data.settings,
    text: decodedBannerText(input.data.text),
    consent: input.consent,
    forced: input.forced ?? false,
    screenshot: input.screenshot ?? false,
  }),
);
