import type { NameOf } from '../enums/enumeration.ts';
import { CONFIG_AREA_PREFIX } from '../session/constants.ts';
import { isTrackedPath } from '../tracking/logic.ts';
import { AUDIENCES, CONFIG_PERMISSION_GROUP, CONTRIBUTOR_ROLE, GROUP_RIGHTS, OWNER_FEATURES, SIGNED_IN_MODULES, TOP_LEVEL_PERMISSION, VISITOR_FEATURES } from './constants.ts';

/** [PERM-001] */
export type Audience = (typeof AUDIENCES)[number];
export type VisitorFeature = (typeof VISITOR_FEATURES)[number];
export type OwnerFeature = (typeof OWNER_FEATURES)[number];
export type Feature = VisitorFeature | OwnerFeature;

/** The facts about the person on the page that the rules read (from the site context). */
export interface AccountFacts {
  /** An account is signed in. */
  loggedIn: boolean;
  /** Its contributor role codes on this website [PERM-015]. */
  websiteRoles: readonly number[];
  /** Its numeric permissions [PERM-008] [PERM-009] (none when absent). */
  permissions?: readonly number[];
  /** The account owns the site's website settings (the owner, NAV-011). */
  websiteSettings?: boolean;
}

/** [PERM-001] A signed-in account holder is the owner audience; everyone else a visitor. */
export function audienceOf(account: Pick<AccountFacts, 'loggedIn'>): Audience {
  return account.loggedIn ? 'owner' : 'visitor';
}

/**
 * [PERM-002] .. [PERM-007] What an audience may use: visitors the published site's features,
 * owners those too, plus the editor, configuration area, owner modules, mouse-position
 * tracking and logout.
 */
export function mayUse(audience: Audience, feature: Feature): boolean {
  if ((VISITOR_FEATURES as readonly string[]).includes(feature)) return true;
  return audience === 'owner' && (OWNER_FEATURES as readonly string[]).includes(feature);
}

/** [NAV-014] [PERM-015] Holding only the viewer role on the website (a non-empty list of viewers). */
export function holdsOnlyViewerRole(roles: readonly number[]): boolean {
  const viewer = CONTRIBUTOR_ROLE.byName.viewer;
  return roles.length > 0 && roles.every((role) => role === viewer);
}

/** [NAV-014] A viewer-only account is never sent on to the configuration area. */
export const viewerStopsOwnerRedirect = holdsOnlyViewerRole;

/** [TRK-006] A path starting with /config is the admin area. */
export function inConfigArea(pathname: string): boolean {
  return pathname.startsWith(CONFIG_AREA_PREFIX);
}

/**
 * [TRK-005] [TRK-006] Tracking skips a signed-in account, unless its only role is viewer and
 * it is outside the config area. Anonymous visitors are tracked (consent still decides,
 * COOK-039): `whoIsTracked` is the whole question.
 */
export function trackingExempt(account: AccountFacts, pathname: string): boolean {
  return whoIsTracked({ account, pathname, consent: true }).reason !== 'tracked';
}

/** Why a page tracks or does not: the first rule that says no, or `tracked`. */
export type TrackingReason = 'no-consent' | 'signed-in' | 'config-area' | 'tracked';

export interface TrackingQuestion {
  account: AccountFacts;
  pathname: string;
  /** The cookie banner's verdict (`trackingAllowed`): no consent under the restrictive policy is false. */
  consent: boolean;
}

export interface TrackingVerdict {
  /** Any tracking call at all (census calls, analytics events, experiments' replay, the pixel). */
  track: boolean;
  /** [TRK-004] The page-view beacon and census hit too (never on /search). */
  pageView: boolean;
  reason: TrackingReason;
}

/**
 * Who is tracked, the one question every tracking adapter asks: [COOK-039] nothing without
 * consent; [TRK-005] a signed-in account only when its only role is viewer; [TRK-006] such a
 * viewer only outside the config area; [TRK-004] no page view on /search.
 */
export function whoIsTracked({ account, pathname, consent }: TrackingQuestion): TrackingVerdict {
  const no = (reason: TrackingReason): TrackingVerdict => ({ track: false, pageView: false, reason });
  if (!consent) return no('no-consent');
  if (account.loggedIn && !holdsOnlyViewerRole(account.websiteRoles)) return no('signed-in');
  if (account.loggedIn && inConfigArea(pathname)) return no('config-area');
  return { track: true, pageView: isTrackedPath(pathname), reason: 'tracked' };
}

export type SignedInModule = (typeof SIGNED_IN_MODULES)[number];

/**
 * [PERM-005] A logged-in user or authenticated owner additionally loads the announcement bar,
 * overlay manager and popup overlay modules; an anonymous visitor loads none of them.
 */
export function signedInModules(account: Pick<AccountFacts, 'loggedIn'>): readonly SignedInModule[] {
  return account.loggedIn ? SIGNED_IN_MODULES : [];
}

/** [PERM-006] Mouse-position tracking only for a signed-in account holder. */
export function tracksMousePosition(account: Pick<AccountFacts, 'loggedIn'>): boolean {
  return mayUse(audienceOf(account), 'mousePositionTracking');
}

/**
 * [BLK-023] 002 §6: a user logged in to the builder sees a reservation block's preview-only alert
 * instead of the provider's widget (the owner audience [PERM-001]); the one place the reservation
 * block and the signed-in modules ask.
 */
export function showsPreviewOnlyAlert(account: Pick<AccountFacts, 'loggedIn'>): boolean {
  return audienceOf(account) === 'owner';
}

/** Whether the owner redirect may send this account to the configuration area, or why not. */
export type ConfigAreaEntry = 'sent' | 'not-owner' | 'viewer-only';

/**
 * [PERM-004] [NAV-011] [NAV-014] The account side of the owner redirect. Reading (README): PERM-004
 * says who uses the editor and the configuration area (owners and contributors: any signed-in
 * account, `usesConfigArea`); NAV-011 says who is SENT there at load: only the account holding
 * the website settings, and not when its only role is viewer. A contributor without website
 * settings may open /config, but is not redirected ('not-owner').
 */
export function configAreaEntry(account: AccountFacts): ConfigAreaEntry {
  if (!account.loggedIn || !account.websiteSettings) return 'not-owner';
  if (holdsOnlyViewerRole(account.websiteRoles)) return 'viewer-only';
  return 'sent';
}

/** [PERM-002] [PERM-004] Owners and contributors (any signed-in account) use the editor and the configuration area. */
export function usesConfigArea(account: Pick<AccountFacts, 'loggedIn'>): boolean {
  return mayUse(audienceOf(account), 'configArea') && mayUse(audienceOf(account), 'editor');
}

export type RightName = string;

/**
 * [PERM-009] [PERM-010] [PERM-012] [PERM-014] The named rights a list of permission codes grants:
 * the settings group (12) its settings rights, the newsletter group (15) read and write of each
 * subject, the commerce group (14) its rights, and the admin permission (2) the internal staff
 * rights, each as `group.right`. Codes the spec does not number grant nothing.
 */
export function rightsOf(permissions: readonly number[]): RightName[] {
  const granted: RightName[] = [];
  const grant = (group: keyof typeof GROUP_RIGHTS) => granted.push(...GROUP_RIGHTS[group].map((right) => `${group}.${right}`));
  if (permissions.includes(CONFIG_PERMISSION_GROUP.byName.settings)) grant('settings');
  if (permissions.includes(CONFIG_PERMISSION_GROUP.byName.commerce)) grant('commerce');
  if (permissions.includes(CONFIG_PERMISSION_GROUP.byName.newsletter)) grant('newsletter');
  if (permissions.includes(TOP_LEVEL_PERMISSION.byName.admin)) grant('admin');
  return granted;
}

/** [PERM-016] The admin-level event broadcast is only for a user holding the admin permission. */
export function mayReceiveAdminBroadcast(permissions: readonly number[]): boolean {
  // [PERM-014] Holding the admin permission is what grants the internal staff rights.
  return permissions.includes(TOP_LEVEL_PERMISSION.byName.admin) && rightsOf(permissions).some((right) => right.startsWith('admin.'));
}

/** The role names of role codes, unknown codes left out. */
export function roleNames(roles: readonly number[]): NameOf<typeof CONTRIBUTOR_ROLE>[] {
  return roles.flatMap((role) => CONTRIBUTOR_ROLE.nameOf(role) ?? []);
}
