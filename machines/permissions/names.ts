// The name/code types of the permission tables (the permissions index exports them by name).
import type { CodeOf, NameOf } from '../enums/enumeration.ts';
import type { CONFIG_PERMISSION_GROUP, CONTRIBUTOR_ROLE, TOP_LEVEL_PERMISSION } from './constants.ts';

export type ContributorRoleName = NameOf<typeof CONTRIBUTOR_ROLE>;
export type ContributorRoleCode = CodeOf<typeof CONTRIBUTOR_ROLE>;
export type TopLevelPermissionName = NameOf<typeof TOP_LEVEL_PERMISSION>;
export type ConfigPermissionGroupName = NameOf<typeof CONFIG_PERMISSION_GROUP>;
