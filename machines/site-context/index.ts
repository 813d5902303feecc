export { ACCOUNT_FIELDS, DEFAULT_SITE_CONTEXT, decodeSiteContext } from './codec.ts';
export type { CollectionView, EditorDeviceView, SiteCollection, SiteContext, SiteContextDecoding, SiteItem, SitePageType, TweakValue } from './codec.ts';
export { detectEnvironment } from './environment.ts';
export type { Environment } from './environment.ts';
export { accountFactsOf, accountFactsRefused, pageContextOf, pageTypeCode, siteIdentityOf, siteKind } from './logic.ts';
export {
  COLLECTION_VIEWS,
  DEFAULT_STORE_CURRENCY,
  EDITOR_DEVICE_VIEWS,
  ENVIRONMENT_PATTERNS,
  NAMED_PAGE_TYPES,
  NAMED_SURFACES,
  SITE_CONTEXT_WARNING,
} from './constants.ts';
