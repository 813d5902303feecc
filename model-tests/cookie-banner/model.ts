import type { SnapshotFrom } from 'xstate';
import { cookieBannerMachine } from '../../machines/cookie-banner/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import {
  createCookieBannerSpec,
  declinable,
  plantedVisitorKept,
  trackingOn,
  type CookieBannerModelConfig,
  type CookieBannerModelEvent,
  type CookieBannerSpec,
  type CookieBannerView,
} from './spec.ts';

const base: CookieBannerModelConfig = {
  acceptType: 'OPT_IN',
  ctaVariant: 'BUTTON',
  variant: 'BAR',
  position: 'BOTTOM',
  theme: 'DARK',
  restrictive: true,
  forced: false,
  screenshot: false,
};

/** The raw settings (settings form of spec 000 §3) a configuration stands for. */
export function cookieBannerSettings(config: CookieBannerModelConfig): Record<string, string> {
  return {
    isCookieBannerEnabled: 'true',
    cookieBannerAcceptType: config.acceptType,
    cookieBannerCtaVariant: config.ctaVariant,
    cookieBannerVariant: config.variant,
    cookieBannerPosition: config.position,
    cookieBannerTheme: config.theme,
    isRestrictiveCookiePolicyEnabled: String(config.restrictive),
  };
}

export const cookieBannerModel: BehaviourModel<CookieBannerModelConfig, CookieBannerModelEvent, CookieBannerView, CookieBannerSpec> = {
  machineName: 'cookieBannerMachine',
  machine: cookieBannerMachine,
  configs: [
    // A bottom bar, accept only, restrictive: the common case.
    base,
    // A light popup in a corner with text calls to action and a decline option.
    { ...base, acceptType: 'OPT_IN_AND_OUT', ctaVariant: 'TEXT', variant: 'POPUP', position: 'TOP_LEFT', theme: 'LIGHT' },
    // A top bar with an icon: OPT_IN_AND_OUT but no decline (COOK-024), not restrictive.
    { ...base, acceptType: 'OPT_IN_AND_OUT', ctaVariant: 'ICON', position: 'TOP', restrictive: false },
    // Consent recorded before: hidden, nothing cleared.
    { ...base, consent: 'false' },
    // Forced preview: shown over recorded consent, clicks ignored.
    { ...base, acceptType: 'OPT_IN_AND_OUT', variant: 'POPUP', position: 'BOTTOM_RIGHT', consent: 'true', forced: true },
    // The screenshot flag hides even a forced banner.
    { ...base, forced: true, screenshot: true },
  ],
  describeConfig: (config) =>
    [
      `${config.variant} ${config.position} ${config.theme} ${config.ctaVariant} ${config.acceptType}`,
      config.restrictive ? 'restrictive' : 'open policy',
      config.consent ? `consent=${config.consent}` : 'no consent',
      config.forced ? 'forced' : '',
      config.screenshot ? 'screenshot' : '',
    ]
      .filter(Boolean)
      .join(', '),
  createSpec: createCookieBannerSpec,
  events(config, snapshot: SnapshotFrom<CookieBannerSpec>) {
    // Under the screenshot flag a recorded choice changes nothing visible; a banner hidden by a
    // recorded choice comes back when the choice is cleared. In forced preview (shown over a
    // recorded choice, tracking already started) the cookie is left alone.
    if (snapshot.value === 'hidden') return [{ type: 'COOKIE_CHANGED', consent: config.screenshot ? 'true' : null }];
    if (snapshot.value !== 'shown') return [];
    const events: CookieBannerModelEvent[] = [
      { type: 'ACCEPT', via: 'click' },
      { type: 'ACCEPT', via: 'Enter' },
    ];
    if (declinable(config)) events.push({ type: 'DECLINE', via: 'click' }, { type: 'DECLINE', via: 'Enter' });
    if (!config.forced) events.push({ type: 'COOKIE_CHANGED', consent: 'true' });
    return events;
  },
  // Forced preview: the ignored clicks are self-loops shortest paths never take.
  extraPaths: (config) =>
    config.forced && !config.screenshot
      ? [[{ type: 'ACCEPT', via: 'click' }, { type: 'ACCEPT', via: 'Enter' }, ...(declinable(config) ? [{ type: 'DECLINE', via: 'click' } as const] : [])]]
      : [],
  view: ({ value, context: { config, consent } }) => ({
    state: value as CookieBannerView['state'],
    consent,
    plantedVisitorKept: plantedVisitorKept(config),
    tracking: trackingOn(config, consent),
    declinable: value === 'shown' && declinable(config),
  }),
};
