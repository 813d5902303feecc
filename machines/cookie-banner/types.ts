import type { RichText } from '../shared/rich-text.ts';
import type { BannerPosition, BannerTheme, BannerVariant, CtaVariant } from './codec.ts';

/** A call to action's props (accept or decline). */
export interface CookieBannerCtaProps {
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

/** The view model of the cookie banner, for any renderer. */
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
  getAcceptTriggerProps(): CookieBannerCtaProps;
  getDeclineTriggerProps(): CookieBannerCtaProps;
}

