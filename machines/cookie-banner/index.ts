export { cookieBannerMachine, decodedCookieBannerMachine } from './machine.ts';
export type { CookieBannerContext, CookieBannerData, CookieBannerEmitted, CookieBannerEvent, CookieBannerInput, DecodedCookieBannerInput } from './machine.ts';
export { connect as connectCookieBanner } from './connect.ts';
export type { CookieBannerSnapshot } from './connect.ts';
export type { CookieBannerApi, CookieBannerCtaProps } from './types.ts';
export { cookieBannerAnatomy } from './anatomy.ts';
export { consentOf, cookieBannerDataOf, cookieBannerSettingsOf, decodeConsent, decodeCookieBannerSettings, isBlankBannerText } from './codec.ts';
export type { AcceptType, BannerPosition, BannerTheme, BannerVariant, CookieBannerSettings, CookieBannerSettingsDecoding, CtaVariant } from './codec.ts';
export { bannerParagraphs, bannerRichText, bannerTextHtml, canDecline, decodedBannerText, mustClearCookies, shouldShowBanner, trackingAllowed } from './logic.ts';
export type { BannerVisibility, Consent } from './logic.ts';
export {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  DEFAULT_ACCEPT_TEXT,
  DEFAULT_BANNER_TEXT,
  DEFAULT_DECLINE_TEXT,
  RESTRICTED_COOKIES,
} from './constants.ts';
