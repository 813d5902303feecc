import { PAGE_TYPE } from '../enums/constants.ts';
import type { AccountFacts } from '../permissions/logic.ts';
import { ANONYMOUS_PAGE, type PageContext } from '../session/logic.ts';
import type { SiteIdentity } from '../tracking/logic.ts';
import { ACCOUNT_FIELDS, type SiteContext, type SiteContextDecoding } from './codec.ts';

/** Whether any field that decides what the visitor may do was refused (or the whole context was). */
export function accountFactsRefused(decoding: Pick<SiteContextDecoding, 'refused'>): boolean {
  return decoding.refused.some((field) => field === '(root)' || (ACCOUNT_FIELDS as readonly string[]).includes(field));
}

/**
 * The session's page context from the site context. When any account field was refused the
 * visitor is anonymous: bad data never grants owner behaviour (NAV-011).
 */
export function pageContextOf(decoding: SiteContextDecoding): PageContext {
  if (accountFactsRefused(decoding)) return ANONYMOUS_PAGE;
  const { loggedIn, websiteSettings, developerMode, cloneable, websiteRoles, useEscapeKeyToLogin, editor } = decoding.data;
  return { loggedIn, websiteSettings, developerMode, cloneable, websiteRoles, useEscapeKeyToLogin, editor };
}

/** What the permission rules read about the account (anonymous when its facts were refused). */
export function accountFactsOf(decoding: SiteContextDecoding): AccountFacts {
  const page = pageContextOf(decoding);
  const permissions = accountFactsRefused(decoding) ? [] : decoding.data.permissions;
  return { loggedIn: page.loggedIn, websiteRoles: page.websiteRoles, websiteSettings: page.websiteSettings, permissions };
}

/** [TRK-013] The census hit's site fields, when the context names the website and template. */
export function siteIdentityOf(context: SiteContext): SiteIdentity | null {
  if (context.websiteId === null || context.templateId === null) return null;
  return {
    websiteId: context.websiteId,
    templateId: context.templateId,
    websiteLocale: context.websiteLocale ?? '',
    ...(context.item ? { itemId: context.item.id } : {}),
    ...(context.collection ? { collectionId: context.collection.id } : {}),
  };
}

/**
 * [CONST-004] What the site context's website type and site status say about the site: a
 * cover page or a parking page, and resold (in its grace period or not).
 */
export function siteKind(context: Pick<SiteContext, 'websiteType' | 'siteStatus'>): { coverPage: boolean; parkingPage: boolean; resold: boolean } {
  return {
    coverPage: context.websiteType === 'coverPage',
    parkingPage: context.websiteType === 'parkingPage',
    resold: context.siteStatus === 'resold' || context.siteStatus === 'resoldGracePeriod',
  };
}

/** [ENUM-002] The page's page-type code, for rules that read numbers (the popup's); null if none. */
export function pageTypeCode(context: Pick<SiteContext, 'pageType'>): number | null {
  const { pageType } = context;
  return pageType !== null && PAGE_TYPE.isName(pageType) ? PAGE_TYPE.code(pageType) : null;
}
