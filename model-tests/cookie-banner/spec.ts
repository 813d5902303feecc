import { assign, setup } from 'xstate';

/**
 * The cookie banner as a visitor meets it, stated apart from the real machine (COOK-021..029,
 * COOK-040): shown until a choice is recorded, Accept and (where offered) Decline store it and
 * remove the banner, forced preview ignores clicks, the screenshot flag hides it.
 */
export interface CookieBannerModelConfig {
  acceptType: 'OPT_IN' | 'OPT_IN_AND_OUT';
  ctaVariant: 'TEXT' | 'BUTTON' | 'ICON';
  variant: 'BAR' | 'POPUP';
  position: 'TOP' | 'BOTTOM' | 'TOP_LEFT' | 'TOP_RIGHT' | 'BOTTOM_LEFT' | 'BOTTOM_RIGHT';
  theme: 'LIGHT' | 'DARK';
  restrictive: boolean;
  /** The consent cookie before the page loads. */
  consent?: 'true' | 'false';
  forced: boolean;
  screenshot: boolean;
}

export type CookieBannerModelEvent =
  /** Activate Accept by mouse or keyboard. */
  | { type: 'ACCEPT'; via: 'click' | 'Enter' }
  | { type: 'DECLINE'; via: 'click' | 'Enter' }
  /**
   * [COOK-011] The consent cookie changes under the open page (another tab records a choice,
   * or clears it; a cached page rendered without it): the banner follows the browser's cookie.
   */
  | { type: 'COOKIE_CHANGED'; consent: 'true' | 'false' | null };

/** What every renderer must show and store. */
export interface CookieBannerView {
  state: 'hidden' | 'shown' | 'removed';
  /** The consent cookie after the step. */
  consent: 'true' | 'false' | null;
  /** The visit cookie planted before load is still this visitor's (COOK-027 clears it). */
  plantedVisitorKept: boolean;
  /** Visitor cookies and tracking may run (policy and consent). */
  tracking: boolean;
  /** A decline button is offered (COOK-024). */
  declinable: boolean;
}

interface SpecContext {
  config: CookieBannerModelConfig;
  consent: 'true' | 'false' | null;
}

/** The visit cookie every run plants before the page loads: visitor `planted`, 3 visits. */
export const PLANTED_VISIT_COOKIE = 'planted|1|1|1|3';

/** COOK-027: with no consent under the restrictive policy the planted visitor is gone at load. */
export const plantedVisitorKept = (config: CookieBannerModelConfig) => !(config.restrictive && config.consent === undefined);

/** The consent gate: after Accept; before any choice only without the restrictive policy. */
export const trackingOn = (config: CookieBannerModelConfig, consent: 'true' | 'false' | null) =>
  consent === 'true' || (consent === null && !config.restrictive);

export const declinable = (config: CookieBannerModelConfig) => config.acceptType === 'OPT_IN_AND_OUT' && config.ctaVariant !== 'ICON';

export function createCookieBannerSpec(config: CookieBannerModelConfig) {
  const shownAtLoad = !config.screenshot && (config.forced || config.consent === undefined);
  const withDecline = declinable(config);
  return setup({
    types: { context: {} as SpecContext, events: {} as CookieBannerModelEvent },
    guards: {
      recorded: ({ event }) => event.type === 'COOKIE_CHANGED' && event.consent !== null,
      cleared: ({ event }) => event.type === 'COOKIE_CHANGED' && event.consent === null,
    },
    actions: {
      accept: assign({ consent: 'true' }),
      decline: assign({ consent: 'false' }),
      follow: assign({ consent: ({ context, event }) => (event.type === 'COOKIE_CHANGED' ? event.consent : context.consent) }),
    },
  }).createMachine({
    id: 'cookieBannerSpec',
    context: { config, consent: config.consent ?? null },
    initial: shownAtLoad ? 'shown' : 'hidden',
    // Each configuration has only the states a visitor can meet in it (the planner wants all).
    states: config.screenshot
      ? // COOK-040: the screenshot flag hides it whatever the cookie says.
        { hidden: { on: { COOKIE_CHANGED: { actions: 'follow' } } } }
      : config.forced
        ? // COOK-029: in forced preview the clicks do nothing: self-loops the model walks explicitly.
          { shown: { on: { ACCEPT: { target: 'shown' }, ...(withDecline ? { DECLINE: { target: 'shown' } } : {}) } } }
        : // COOK-024: DECLINE exists only where a decline button does. A choice recorded
          // elsewhere takes the banner away; a cleared one brings it back.
          {
            shown: {
              on: {
                ACCEPT: { target: 'removed', actions: 'accept' },
                ...(withDecline ? { DECLINE: { target: 'removed', actions: 'decline' } } : {}),
                COOKIE_CHANGED: [{ guard: 'recorded', target: 'hidden', actions: 'follow' }, { actions: 'follow' }],
              },
            },
            hidden: { on: { COOKIE_CHANGED: [{ guard: 'cleared', target: 'shown', actions: 'follow' }, { actions: 'follow' }] } },
            removed: {},
          },
  });
}

export type CookieBannerSpec = ReturnType<typeof createCookieBannerSpec>;
