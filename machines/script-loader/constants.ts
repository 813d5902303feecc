/** [MAP-020] Loading the maps service's script gives up after 30 s; the load is then rejected. */
export const MAP_SCRIPT_TIMEOUT_MS = 30_000;

/** [WID-002] Loading the social widget host's script gives up after 10000 ms. */
export const SOCIAL_SCRIPT_TIMEOUT_MS = 10_000;

/**
 * The timeout of a script whose block names none (ours: the longest the spec gives, the map's
 * 30 s [MAP-020], so no provider is cut shorter than the spec allows).
 */
export const DEFAULT_SCRIPT_TIMEOUT_MS = MAP_SCRIPT_TIMEOUT_MS;

/** The reason a load that took longer than its timeout was rejected with (ours). */
export const SCRIPT_TIMEOUT_MESSAGE = 'Script load timed out:';

/** The reason a script the browser could not fetch or run was rejected with (ours). */
export const SCRIPT_ERROR_MESSAGE = 'Script failed to load:';
