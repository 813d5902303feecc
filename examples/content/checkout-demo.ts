/**
 * Checkout buttons as a published page carries them: data attributes, decoded at the edge
 * with `decodeCheckoutButton`.
 */
export const checkoutButtons = [
  { label: 'Checkout', dataset: { checkout: 'cart' } },
  { label: 'Subscribe', dataset: { checkout: 'subscription', cartToken: 'sub-7f3a9c' } },
  { label: 'Donate', dataset: { checkout: 'donation', donatePageId: 'donate-5d21' } },
  { label: 'Buy a gift card', dataset: { checkout: 'gift-card', websiteId: 'example-website', giftCardProductId: 'gift-50', sku: 'SQ1234567' } },
  // A button whose data lacks its token: decoded as invalid, warned about, not rendered.
  { label: 'Broken subscription', dataset: { checkout: 'subscription', cartToken: '' } },
] as const;
