import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { cookieBannerAnatomy } from './anatomy.ts';
import { BANNER_LABEL } from './constants.ts';
import { bannerParagraphs, canDecline, trackingAllowed } from './logic.ts';
import type { CookieBannerEvent, cookieBannerMachine } from './machine.ts';
import type { CookieBannerApi, CookieBannerCtaProps } from './types.ts';

export type CookieBannerSnapshot = SnapshotFrom<typeof cookieBannerMachine>;

/** Pure view model of the cookie banner (a labelled region with its buttons) for any renderer. */
export function connect(snapshot: CookieBannerSnapshot, send: (event: CookieBannerEvent) => void, normalize: NormalizeProps): CookieBannerApi {
  const { settings, consent, forced } = snapshot.context;
  const state = snapshot.value;
  const cta = (part: 'accept' | 'decline', text: string, event: CookieBannerEvent): CookieBannerCtaProps => normalize({
    type: 'button',
    'aria-label': settings.ctaVariant === 'ICON' ? text : undefined,
    'aria-disabled': forced ? 'true' : undefined,
    ...cookieBannerAnatomy.attrs(part),
    'data-variant': settings.ctaVariant,
    onClick: () => send(event),
  });

  return {
    visible: state === 'shown',
    text: snapshot.context.text,
    paragraphs: bannerParagraphs(snapshot.context.text),
    acceptText: settings.ctaText,
    declineText: settings.optOutCtaText,
    ctaVariant: settings.ctaVariant,
    declinable: canDecline(settings),
    trackingAllowed: trackingAllowed(settings, consent),
    getRootProps: () => normalize({
      role: 'region',
      'aria-label': BANNER_LABEL,
      hidden: state !== 'shown',
      ...cookieBannerAnatomy.attrs('root'),
      'data-state': state,
      'data-variant': settings.variant,
      'data-position': settings.position,
      'data-theme': settings.theme,
      'data-forced': forced ? '' : undefined,
    }),
    getTextProps: () => normalize(cookieBannerAnatomy.attrs('text')),
    getActionsProps: () => normalize(cookieBannerAnatomy.attrs('actions')),
    getAcceptTriggerProps: () => cta('accept', settings.ctaText, { type: 'ACCEPT' }),
    getDeclineTriggerProps: () => cta('decline', settings.optOutCtaText, { type: 'DECLINE' }),
  };
}
