/** [BLK-005] The accordion open/close animation lasts 250 ms. */
export const ACCORDION_ANIMATION_MS = 250;

/** Prefix of the DOM ids derived from an accordion's id when the renderer gives none. */
export const ACCORDION_DEFAULT_ID = 'accordion';

/** [BLK-079] Block JSON that cannot be decoded is warned about and its render abandoned. */
export const ACCORDION_BLOCK_DATA_ERROR = 'Error decoding accordion block data.';
