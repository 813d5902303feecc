/** [BLK-016] The two options of the member-access pricing toggle, each with its price set. */
export const PRICING_OPTIONS = ['A', 'B'] as const;

/** Prefix of the DOM ids derived from a pricing toggle's id when the renderer gives none. */
export const PRICING_TOGGLE_DEFAULT_ID = 'pricing';

/**
 * [BLK-079] Pricing block JSON that cannot be decoded is warned about and its render abandoned.
 * The spec gives no pricing-specific text; this follows the accordion's and gallery's wording.
 */
export const PRICING_BLOCK_DATA_ERROR = 'Error decoding pricing block data.';

/** The toggle group's name when the block gives none (not a spec literal: the spec names no label). */
export const PRICING_GROUP_DEFAULT_LABEL = 'Billing period';
