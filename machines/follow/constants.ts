/** [WID-002] The script load from the social widget host times out after 10000 ms. */
export const FOLLOW_SCRIPT_TIMEOUT_MS = 10000;

/** [WID-001] The attribute that asks for a follow link. */
export const USERNAME_ATTRIBUTE = 'data-username';

/**
 * The spec does not name the social network, its profile address or the link's words; these
 * are our reading (README): the account's profile page, and 'Follow @name'.
 */
export const FOLLOW_PROFILE_URL = 'https://twitter.com/{username}';
export const FOLLOW_TEXT = 'Follow @{username}';

/** An attribute value that is not an account name is warned about and gets no link (ours). */
export const INVALID_USERNAME_MESSAGE = 'Not a social account name; no follow link rendered:';
