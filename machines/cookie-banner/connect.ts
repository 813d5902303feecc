import type { SnapshotFrom } from 'xstate';
import type { BannerPosition, BannerTheme, BannerVariant, CtaVariant } from './codec.ts';
import type { RichText } from '../shared/rich-text.ts';
import { BANNER_LABEL } from './constants.ts';
import { bannerParagraphs, canDecline, trackingAllowed } from './logic.ts';
import type { CookieBannerEvent, cookieBannerMachine } from './machine.ts';

export type CookieBannerSnapshot = SnapshotFrom<typeof cookieBannerMachine>;

interface CtaProps {
  type: 'button';
  /** ICON buttons show a mark only: their text becomes the accessible name. */
  'aria-label': string | undefined;
  /** [COOK-029] In forced preview the buttons are shown but do nothing. */
  'aria-disabled': 'true' | undefined;
  'data-scope': 'cookie-banner';
  'data-part': 'accept' | 'decline';
  'data-variant': CtaVariant;
  onClick(): void;
}

export interface CookieBannerApi {
  /** The banner is on the page. */
  visible: boolean;
  /**
   * The notice as safe rich text: paragraphs of text runs, links with safe addresses and
   * emphasis ([COOK-030] [COOK-031] the default notice when blank). Render it with your own
   * elements; it never holds markup.
   */
  text: RichText;
  /** The same notice as plain paragraphs (each paragraph's text). */
  paragraphs: string[];
  acceptText: string;
  declineText: string;
  ctaVariant: CtaVariant;
  /** [COOK-024] Whether a decline button exists. */
  declinable: boolean;
  /** Visitor cookies and tracking may run (derived from policy and consent). */
  trackingAllowed: boolean;
  getRootProps(): {
    role: 'region';
    'aria-label': string;
    hidden: boolean;
    'data-scope': 'cookie-banner';
    'data-part': 'root';
    'data-state': 'hidden' | 'shown' | 'removed';
    'data-variant': BannerVariant;
    'data-position': BannerPosition;
    'data-theme': BannerTheme;
    'data-forced': '' | undefined;
  };
  getTextProps(): { 'data-scope': 'cookie-banner'; 'data-part': 'text' };
  getActionsProps(): { 'data-scope': 'cookie-banner'; 'data-part': 'actions' };
  getAcceptTriggerProps(): CtaProps;
  getDeclineTriggerProps(): CtaProps;
}

/** Pure view model of the cookie banner (a labelled region with its buttons) for any renderer. */
export function connect(snapshot: CookieBannerSnapshot, send: (event: CookieBannerEvent) => void): CookieBannerApi {
  const { settings, consent, forced } = snapshot.context;
  const state = snapshot.value;
  const cta = (part: 'accept' | 'decline', text: string, event: CookieBannerEvent): CtaProps => ({
    type: 'button',
    'aria-label': settings.ctaVariant === 'ICON' ? text : undefined,
    'aria-disabled': forced ? 'true' : undefined,
    'data-scope': 'cookie-banner',
    'data-part': part,
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
    getRootProps: () => ({
      role: 'region',
      'aria-label': BANNER_LABEL,
      hidden: state !== 'shown',
      'data-scope': 'cookie-banner',
      'data-part': 'root',
      'data-state': state,
      'data-variant': settings.variant,
      'data-position': settings.position,
      'data-theme': settings.theme,
      'data-forced': forced ? '' : undefined,
    }),
    getTextProps: () => ({ 'data-scope': 'cookie-banner', 'data-part': 'text' }),
    getActionsProps: () => ({ 'data-scope': 'cookie-banner', 'data-part': 'actions' }),
    getAcceptTriggerProps: () => cta('accept', settings.ctaText, { type: 'ACCEPT' }),
    getDeclineTriggerProps: () => cta('decline', settings.optOutCtaText, { type: 'DECLINE' }),
  };
}
