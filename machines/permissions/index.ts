import type { CodeOf, NameOf } from '../enums/enumeration.ts';
import type { CONFIG_PERMISSION_GROUP, CONTRIBUTOR_ROLE, TOP_LEVEL_PERMISSION } from './constants.ts';

export { AUDIENCES, CONFIG_PERMISSION_GROUP, CONTRIBUTOR_ROLE, GROUP_RIGHTS, OWNER_FEATURES, SIGNED_IN_MODULES, TOP_LEVEL_PERMISSION, VISITOR_FEATURES } from './constants.ts';
export {
  audienceOf,
  configAreaEntry,
  holdsOnlyViewerRole,
  inConfigArea,
  mayReceiveAdminBroadcast,
  mayUse,
  rightsOf,
  roleNames,
  showsPreviewOnlyAlert,
  signedInModules,
  trackingExempt,
  tracksMousePosition,
  usesConfigArea,
  viewerStopsOwnerRedirect,
  whoIsTracked,
} from './logic.ts';
export { adminEventCodec, decodeAdminEvent, type AdminEvent } from './codec.ts';
export type { AccountFacts, Audience, ConfigAreaEntry, Feature, OwnerFeature, SignedInModule, TrackingQuestion, TrackingReason, TrackingVerdict, VisitorFeature } from './logic.ts';
export type ContributorRoleName = NameOf<typeof CONTRIBUTOR_ROLE>;
export type ContributorRoleCode = CodeOf<typeof CONTRIBUTOR_ROLE>;
export type TopLevelPermissionName = NameOf<typeof TOP_LEVEL_PERMISSION>;
export type ConfigPermissionGroupName = NameOf<typeof CONFIG_PERMISSION_GROUP>;
