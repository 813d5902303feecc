export { cookieBannerMachine, decodedCookieBannerMachine } from './machine.ts';
export type { CookieBannerContext, CookieBannerData, CookieBannerEvent, CookieBannerInput, DecodedCookieBannerInput } from './machine.ts';
export { connect as connectCookieBanner } from './connect.ts';
export type { CookieBannerApi } from './types.ts';
export { cookieBannerDataOf, decodeConsent, decodeCookieBannerSettings } from './codec.ts';
export type { CookieBannerSettings } from './codec.ts';
export type { Consent } from './logic.ts';
export { CONSENT_COOKIE } from './constants.ts';
