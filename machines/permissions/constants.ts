/** Roles and permissions of spec 002 §6 (and the two audiences of 000 §6, 001 §6), each with its ID. */
import { enumeration } from '../enums/enumeration.ts';

/** [PERM-008] Top-level permissions. */
export const TOP_LEVEL_PERMISSION = /* @__PURE__ */ enumeration('top-level permission', {
  authenticatedWithoutSitePermissions: 0,
  config: 1,
  admin: 2,
});

/** [PERM-009] Config permission groups (more exist; not shown). */
export const CONFIG_PERMISSION_GROUP = /* @__PURE__ */ enumeration('config permission group', {
  contentManager: 11,
  settings: 12,
  activity: 13,
  commerce: 14,
  newsletter: 15,
});

/** [PERM-015] Contributor roles on a website (5 is absent from the spec's list). */
export const CONTRIBUTOR_ROLE = /* @__PURE__ */ enumeration('contributor role', {
  admin: 1,
  billing: 2,
  reporting: 3,
  editor: 4,
  moderator: 6,
  commenter: 7,
  storeManager: 8,
  scheduling: 9,
  viewer: 10,
  campaignsEditor: 11,
  schedulingViewer: 12,
  schedulingEditor: 13,
  none: 14,
  websiteManager: 15,
});

/**
 * The rights inside each group, as far as the spec names them (their numbers are not shown):
 * [PERM-010] settings, [PERM-011] commerce, [PERM-012] newsletter (read and write of each),
 * [PERM-013] rights outside the groups, [PERM-014] admin (internal staff).
 */
export const GROUP_RIGHTS = /* @__PURE__ */ Object.freeze({
  settings: /* @__PURE__ */ Object.freeze(['general', 'locale', 'domain', 'billing', 'sessions'] as const),
  commerce: /* @__PURE__ */ Object.freeze(['orders', 'storeSettings', 'shipping', 'coupons', 'taxes', 'inventory', 'discounts', 'payments', 'pos', 'productReviews'] as const),
  newsletter: /* @__PURE__ */ Object.freeze(
    /* @__PURE__ */ (['subscribers', 'groups', 'messages', 'settings'] as const).flatMap((subject) => [`${subject}Read`, `${subject}Write`] as const),
  ),
  other: /* @__PURE__ */ Object.freeze(['changeStructure', 'trustedCommenter', 'domainsAdd', 'domainsRemove', 'marketing', 'scheduling'] as const),
  admin: /* @__PURE__ */ Object.freeze(['billing', 'customerData', 'loginAs', 'suspend', 'siteRemoval'] as const),
});

/** [PERM-001] The two audiences: the signed-in account holder (the owner) and the anonymous visitor. */
export const AUDIENCES = /* @__PURE__ */ Object.freeze(['owner', 'visitor'] as const);

/** [PERM-003] What every visitor may do on a published site. */
export const VISITOR_FEATURES = /* @__PURE__ */ Object.freeze([
  'browse',
  'submitForms',
  'subscribeToNewsletters',
  'followSocialAccount',
  'buyProducts',
  'buySubscriptions',
  'buyGiftCards',
  'donate',
] as const);

/**
 * What only a signed-in account holder gets: [PERM-002] [PERM-004] the editor, its editing
 * frame and the configuration area; [PERM-005] the announcement bar, overlay manager and
 * popup overlay modules; [PERM-006] mouse-position tracking; [PERM-007] logout.
 */
export const OWNER_FEATURES = /* @__PURE__ */ Object.freeze([
  'editor',
  'editingFrame',
  'configArea',
  'announcementBar',
  'overlayManager',
  'popupOverlayModules',
  'mousePositionTracking',
  'logout',
] as const);

/** [PERM-005] The modules a logged-in user or authenticated owner loads besides the page's own. */
export const SIGNED_IN_MODULES = /* @__PURE__ */ Object.freeze(['announcementBar', 'overlayManager', 'popupOverlay'] as const);
