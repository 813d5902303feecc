// What `useLateConsentCookie` fetches after hydration: the consent cookie's io-ts decoder alone
// (a module fetched by `import()` keeps every export it has, so it has only this one).
export { consentOf } from '../../machines/cookie-banner/codec.ts';
