/** Prefix of the DOM ids derived from a tabs widget's id when the renderer gives none. */
export const TABS_DEFAULT_ID = 'tabs';

/**
 * [BLK-079] Menu block JSON that cannot be decoded is warned about and its render abandoned.
 * The spec gives no menu-specific text; this follows the accordion's and gallery's wording.
 */
export const MENU_BLOCK_DATA_ERROR = 'Error decoding menu block data.';
