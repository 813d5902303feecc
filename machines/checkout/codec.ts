import * as t from 'io-ts';
import { decodeWith, type Decoded } from '../shared/decode.ts';
import type { CheckoutStartEvent } from './machine.ts';

interface NonEmptyBrand {
  readonly NonEmpty: unique symbol;
}
const NonEmpty = t.brand(t.string, (value): value is t.Branded<string, NonEmptyBrand> => value.trim() !== '', 'NonEmpty');

/** A checkout button's data attributes, as the page carries them. */
const CheckoutButtonCodec = t.union([
  t.type({ checkout: t.literal('cart') }),
  t.type({ checkout: t.literal('subscription'), cartToken: NonEmpty }),
  t.type({ checkout: t.literal('donation'), donatePageId: NonEmpty }),
  t.intersection([
    t.type({ checkout: t.literal('gift-card'), websiteId: NonEmpty, giftCardProductId: NonEmpty }),
    t.partial({ sku: t.string }),
  ]),
]);

/**
 * The start event a checkout button's data attributes ask for (`data-checkout="cart"`,
 * `"subscription"` with `data-cart-token`, `"donation"` with `data-donate-page-id`,
 * `"gift-card"` with `data-website-id`, `data-gift-card-product-id` and optional `data-sku`),
 * or the reasons they do not decode.
 */
export function decodeCheckoutButton(dataset: Readonly<Record<string, string | undefined>>): Decoded<CheckoutStartEvent> {
  const decoded = decodeWith(CheckoutButtonCodec, dataset);
  if (!decoded.ok) return decoded;
  const data = decoded.data;
  switch (data.checkout) {
    case 'cart':
      return { ok: true, data: { type: 'START' } };
    case 'subscription':
      return { ok: true, data: { type: 'START_SUBSCRIPTION', cartToken: data.cartToken } };
    case 'donation':
      return { ok: true, data: { type: 'START_DONATION', donatePageId: data.donatePageId } };
    case 'gift-card':
      return {
        ok: true,
        data: {
          type: 'START_GIFT_CARD',
          websiteId: data.websiteId,
          giftCardProductId: data.giftCardProductId,
          ...(data.sku ? { sku: data.sku } : {}),
        },
      };
  }
}
