/** [NAV-001] The owner configuration area. */
export const CONFIG_PATH = '/config/';

/** [NAV-001] The query parameter of the configuration area holding the page it frames. */
export const FRAME_URL_PARAM = 'frameUrl';

/** [NAV-027] A path starting with /config marks the admin (config) area. */
export const CONFIG_AREA_PREFIX = '/config';

/** [NAV-028] The trial-upgrade account-settings path. */
export const TRIAL_UPGRADE_PATH = '/settings/billing/upgrade';

/** [NAV-029] The website-plan-upgrade account-settings path. */
export const WEBSITE_PLAN_UPGRADE_PATH = '/settings/billing/subscriptions/website';

/** [NAV-017] [NAV-018] The query word that skips the owner redirect, and the session flag that remembers it. */
export const NO_REDIRECT_PARAM = 'noredirect';
export const NO_REDIRECT_SESSION_FLAG = 'noredirect';

/** [NAV-016] The owner redirect is skipped on this host. */
export const LOCALHOST = 'localhost';

/**
 * [NAV-014] The viewer role's code among the contributor roles ([PERM-015] viewer 10, the same
 * number as `CONTRIBUTOR_ROLE.byName.viewer`; specs/permissions.test.ts holds both to 10). Written
 * out: a published page's first script reads the session's constants (the logout landing), and
 * naming the roles' table here would bring the whole table and its codec with them.
 */
export const VIEWER_ROLE = 10;

/** [NAV-019] [NAV-025] The query a logout lands with, and the notice it shows. */
export const LOGOUT_PARAM = 'logout';
export const LOGOUT_PARAM_VALUE = 'true';
export const LOGOUT_NOTICE_TITLE = 'Logout Successful';
export const LOGOUT_NOTICE_TEXT = 'You have been successfully logged out.';

/** [NAV-021] The shared identity cookie logout clears. */
export const IDENTITY_COOKIE = 'ss_lastid';

/** [NAV-022] [NAV-026] The account-logout call. */
export const LOGOUT_ENDPOINT = '/api/auth/Logout';

/** [NAV-026] Logout is retried once after a crumb failure: at most two attempts. */
export const LOGOUT_MAX_ATTEMPTS = 2;

/** [NAV-023] Where a logout goes without a configuration panel. */
export const SITE_ROOT = '/';

// The crumb cookie and query parameter are the data layer's (machines/net).
export { CRUMB_COOKIE, CRUMB_PARAM } from '../net/constants.ts';

/** Page context that does not decode gives an anonymous visitor; this is the warning (our wording). */
export const PAGE_CONTEXT_ERROR = 'Error decoding page context.';

/** A logout call that fails (network, server error, a second crumb failure): our wording. */
export const LOGOUT_FAILED_MESSAGE = 'Unable to log out. Please try again.';
