import type { NameOf } from '../enums/enumeration.ts';
import { CONFIG_AREA_PREFIX } from '../session/constants.ts';
import { AUDIENCES, CONTRIBUTOR_ROLE, OWNER_FEATURES, TOP_LEVEL_PERMISSION, VISITOR_FEATURES } from './constants.ts';

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

/**
 * [BLK-023] A user logged in to the builder sees a reservation block's preview-only alert
 * instead of the provider's widget (the owner audience [PERM-001]).
 */
export function seesWidgetPreviewOnly(account: Pick<AccountFacts, 'loggedIn'>): boolean {
  return audienceOf(account) === 'owner';
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
 * it is outside the config area (the spec's reading in requirements.md). Anonymous visitors
 * are tracked (the cookie banner's consent still decides, COOK-039).
 */
export function trackingExempt(account: AccountFacts, pathname: string): boolean {
  if (!account.loggedIn) return false;
  return !holdsOnlyViewerRole(account.websiteRoles) || inConfigArea(pathname);
}

/** [PERM-016] The admin-level event broadcast is only for a user holding the admin permission. */
export function mayReceiveAdminBroadcast(permissions: readonly number[]): boolean {
  return permissions.includes(TOP_LEVEL_PERMISSION.byName.admin);
}

/** The role names of role codes, unknown codes left out. */
export function roleNames(roles: readonly number[]): NameOf<typeof CONTRIBUTOR_ROLE>[] {
  return roles.flatMap((role) => CONTRIBUTOR_ROLE.nameOf(role) ?? []);
}
