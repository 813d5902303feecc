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
  | { type: 'DECLINE'; via: 'click' | 'Enter' };

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
  const accept = { target: 'removed', actions: assign<SpecContext, CookieBannerModelEvent, undefined, CookieBannerModelEvent, never>({ consent: 'true' }) };
  const decline = { target: 'removed', actions: assign<SpecContext, CookieBannerModelEvent, undefined, CookieBannerModelEvent, never>({ consent: 'false' }) };
  // COOK-024: DECLINE exists only where a decline button does.
  const live = { shown: { on: declinable(config) ? { ACCEPT: accept, DECLINE: decline } : { ACCEPT: accept } }, removed: {} };
  // COOK-029: in forced preview the clicks do nothing: self-loops the model walks explicitly.
  const forced = { shown: { on: { ACCEPT: { target: 'shown' }, ...(declinable(config) ? { DECLINE: { target: 'shown' } } : {}) } } };
  // Each configuration has only the states a visitor can meet in it (the planner wants all).
  const states = (!shownAtLoad ? { hidden: {} } : config.forced ? forced : live) as { shown: { on: { ACCEPT: typeof accept } }; removed: object };
  return setup({
    types: { context: {} as SpecContext, events: {} as CookieBannerModelEvent },
  }).createMachine({
    id: 'cookieBannerSpec',
    context: { config, consent: config.consent ?? null },
    initial: shownAtLoad ? 'shown' : 'hidden',
    states,
  });
}

export type CookieBannerSpec = ReturnType<typeof createCookieBannerSpec>;
