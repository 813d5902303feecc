/** [CHK-001] The checkout page, a top-level navigation without query. */
export const CHECKOUT_PATH = '/commerce/goto-checkout';
/** [CHK-002] Subscription checkout, with cartToken. */
export const SUBSCRIPTION_CHECKOUT_PATH = '/checkout/subscribe';
/** [CHK-003] Donation checkout, with donatePageId. */
export const DONATION_CHECKOUT_PATH = '/checkout/donate';
/** [CHK-004] Gift card checkout, with websiteId, giftCardProductId and an optional sku. */
export const GIFT_CARD_CHECKOUT_PATH = '/checkout/giftcard';

/** The cart cookie (the spec leaves the name open; ARCHITECTURE.md reading). */
export const CART_COOKIE = 'CART';
/** The has-cart cookie (the spec leaves the name open; ARCHITECTURE.md reading). */
export const HAS_CART_COOKIE = 'hasCart';

/** [CHK-007] The alert when checkout cannot start. */
export const NO_CART_MESSAGE =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

/**
 * Title of the alert dialog that shows the checkout alert (reading: the spec gives the alert's
 * text, CHK-008, but no title; the dialog-stack alert widget needs one for its label).
 */
export const CHECKOUT_ALERT_TITLE = 'Checkout';
