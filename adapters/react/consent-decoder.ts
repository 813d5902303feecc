// What `useLateConsentCookie` fetches after hydration: the consent cookie's decoder alone (io-ts's guard module)
// (a module fetched by `import()` keeps every export it has, so it has only this one).
export { consentOf } from '../../machines/cookie-banner/consent.ts';
