import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { bindCart, cartActors } from '../adapters/browser/cart.ts';
import { createDataLayer } from '../adapters/browser/data-layer.ts';
import { cartMachine, connectCart, connectCartPage, decodeCart, decodeCartText, type Cart, type CartEntry } from '../machines/index.ts';
import { cartItemCount, checkoutRefusal, emptyCart, parseQuantity } from '../machines/cart/logic.ts';
import * as cartIndex from '../machines/cart/constants.ts';
import { keepProps } from '../machines/shared/normalize.ts';

const entry = (fields: Partial<CartEntry> = {}): CartEntry => ({
  id: 'entry-1',
  productId: 'prod-mug',
  variantId: 'var-mug',
  productName: 'Stoneware mug',
  sku: 'SQ2280415',
  quantity: 1,
  unitPriceCents: 1450,
  optionText: '',
  ...fields,
});

/** A cart as the backend answers it, with these entries and the subtotal they make. */
export function cartWith(entries: CartEntry[]): Cart {
  const subtotal = entries.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  return {
    ...emptyCart(),
    id: 'cart-1',
    entries,
    subtotalCents: subtotal,
    totalQuantity: entries.reduce((sum, line) => sum + line.quantity, 0),
    subtotalAmount: { value: subtotal, currencyCode: 'USD' },
  };
}

describe('cart facade codec', () => {
  const decoded = decodeCart({});
  const cart = decoded.ok ? decoded.data : emptyCart();

  it('[STORE-033] [STORE-034] [STORE-039] the cart the machine starts with (written out, no codec) is exactly what the codec reads from an answer that gives nothing', () => {
    expect(decoded.ok).toBe(true);
    expect(emptyCart()).toEqual(cart);
    expect(emptyCart().created.getTime()).toBe(0);
  });

  it('[STORE-033] id, websiteId and orderId are strings', () => {
    expect(decodeCart({ id: 'c1', websiteId: 'w1', orderId: 'o1' })).toMatchObject({ ok: true, data: { id: 'c1', websiteId: 'w1', orderId: 'o1' } });
    for (const field of ['id', 'websiteId', 'orderId']) expect(decodeCart({ [field]: 42 }).ok, field).toBe(false);
  });

  it('[STORE-034] created is a timestamp read back as a date', () => {
    const at = Date.UTC(2026, 10, 27, 9, 0);
    const read = decodeCart({ created: at });
    expect(read.ok && read.data.created).toEqual(new Date(at));
    expect(read.ok && read.data.created instanceof Date).toBe(true);
    const fromText = decodeCart({ created: '2026-11-27T09:00:00.000Z' });
    expect(fromText.ok && fromText.data.created.getTime()).toBe(at);
    expect(decodeCart({ created: 'not a date' }).ok).toBe(false);
    expect(decodeCart({ created: true }).ok).toBe(false);
  });

  it('[STORE-035] isPurchased is a boolean defaulting to false', () => {
    expect(cart.isPurchased).toBe(false);
    expect(decodeCart({ isPurchased: true })).toMatchObject({ ok: true, data: { isPurchased: true } });
    expect(decodeCart({ isPurchased: 'yes' }).ok).toBe(false);
  });

  it('[STORE-036] entries, shippingOptions, applicableTaxRules, coupons, validCoupons and invalidCoupons default to empty arrays', () => {
    for (const field of ['entries', 'shippingOptions', 'applicableTaxRules', 'coupons', 'validCoupons', 'invalidCoupons'] as const) {
      expect(cart[field], field).toEqual([]);
      expect(decodeCart({ [field]: {} }).ok, field).toBe(false);
    }
  });

  it('[STORE-037] selectedShippingOption and shippingLocation are objects', () => {
    expect(cart.selectedShippingOption).toEqual({});
    expect(cart.shippingLocation).toEqual({});
    expect(decodeCart({ shippingLocation: { country: 'PT' } })).toMatchObject({ ok: true, data: { shippingLocation: { country: 'PT' } } });
    expect(decodeCart({ selectedShippingOption: 'fast' }).ok).toBe(false);
    expect(decodeCart({ shippingLocation: [] }).ok).toBe(false);
  });

  it('[STORE-038] subtotalCents, taxCents, shippingCostCents, discountCents, grandTotalCents and totalQuantity default to 0', () => {
    for (const field of ['subtotalCents', 'taxCents', 'shippingCostCents', 'discountCents', 'grandTotalCents', 'totalQuantity'] as const) {
      expect(cart[field], field).toBe(0);
      expect(decodeCart({ [field]: '12' }).ok, field).toBe(false);
      expect(decodeCart({ [field]: 12 })).toMatchObject({ ok: true, data: { [field]: 12 } });
    }
  });

  it('[STORE-039] subtotalAmount is a money value defaulting to zero in USD', () => {
    expect(cart.subtotalAmount).toEqual({ value: 0, currencyCode: 'USD' });
    expect(decodeCart({ subtotalAmount: { value: 1200, currencyCode: 'JPY' } })).toMatchObject({ ok: true, data: { subtotalAmount: { value: 1200, currencyCode: 'JPY' } } });
    expect(decodeCart({ subtotalAmount: { value: 12.5, currencyCode: 'USD' } }).ok).toBe(false);
    expect(decodeCart({ subtotalAmount: 1200 }).ok).toBe(false);
  });

  it('[STORE-039] [STORE-050] an unknown currency code falls back to USD with a warning', () => {
    const warn = vi.fn();
    const read = decodeCart({ subtotalAmount: { value: 500, currencyCode: 'XXX' } }, warn);
    expect(read).toMatchObject({ ok: true, data: { subtotalAmount: { value: 500, currencyCode: 'USD' } } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('XXX'));
  });

  it('[STORE-040] hasDigital, purelyDigital and requiresShipping default to false', () => {
    expect([cart.hasDigital, cart.purelyDigital, cart.requiresShipping]).toEqual([false, false, false]);
    expect(decodeCart({ requiresShipping: 1 }).ok).toBe(false);
  });

  it('[STORE-041] every field is type-checked: a wrong entry refuses the cart and says where', () => {
    const bad = decodeCart({ entries: [{ ...entry(), quantity: -1 }] });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.details.join(' ')).toContain('entries.0.quantity');
    expect(decodeCart({ entries: [{ ...entry(), quantity: 1.5 }] }).ok).toBe(false);
    expect(decodeCart({ entries: [{ ...entry(), unitPriceCents: 100_000_001 }] }).ok).toBe(false);
    expect(decodeCart({ entries: [entry()] })).toMatchObject({ ok: true, data: { entries: [entry()] } });
  });

  it('[STORE-041] an answer that is no cart (HTML, a list, null) is refused, never thrown', () => {
    expect(decodeCartText('<!doctype html><html><body>Sign in</body></html>').ok).toBe(false);
    expect(decodeCartText('[]').ok).toBe(false);
    expect(decodeCartText('null').ok).toBe(false);
    expect(decodeCartText(JSON.stringify({ cart: { id: 'c9' } }))).toMatchObject({ ok: true, data: { id: 'c9' } });
  });
});

describe('cart logic and catalogue', () => {
  it('[STORE-042] the cart catalogue reads exactly as the spec writes it', () => {
    expect(cartIndex.UNABLE_TO_ADD_ITEM).toBe('Unable to add item');
    expect(cartIndex.UNABLE_TO_UPDATE_QUANTITY).toBe('Unable to update quantity');
    expect(cartIndex.UNABLE_TO_REMOVE_ITEM).toBe('Unable to remove item');
    expect(cartIndex.EMPTY_CART_MESSAGE).toBe('You have nothing in your shopping cart.');
    expect(cartIndex.MINIMUM_SUBTOTAL_TEMPLATE).toBe('To check out, your order subtotal must be {subtotal} or more.');
    expect(cartIndex.minimumSubtotalMessage('$10.00')).toBe('To check out, your order subtotal must be $10.00 or more.');
  });

  it('[STORE-043] the review catalogue reads exactly as the spec writes it', () => {
    expect([cartIndex.REVIEW_ALREADY_SUBMITTED, cartIndex.REVIEW_REQUEST_EXPIRED, cartIndex.REVIEW_SELECT_RATING]).toEqual([
      'You have already reviewed this purchase',
      'Your review request has expired',
      'Please select a star rating',
    ]);
  });

  it('[STORE-042] checkout is refused for an empty cart and under the minimum, with the minimum formatted', () => {
    expect(checkoutRefusal(emptyCart(), 0)).toBe('You have nothing in your shopping cart.');
    expect(checkoutRefusal(cartWith([entry({ unitPriceCents: 150 })]), 1000)).toBe('To check out, your order subtotal must be $10.00 or more.');
    expect(checkoutRefusal(cartWith([entry({ unitPriceCents: 1000 })]), 1000)).toBeNull();
  });

  it('[STORE-048] the item count adds the entries up (totalQuantity when there are none)', () => {
    expect(cartItemCount(cartWith([entry({ quantity: 2 }), entry({ id: 'e2', quantity: 3 })]))).toBe(5);
    expect(cartItemCount({ ...emptyCart(), totalQuantity: 7 })).toBe(7);
    expect(cartItemCount(emptyCart())).toBe(0);
  });

  it('a typed quantity is a whole number in digits; negative, fractional and empty text is none', () => {
    expect(parseQuantity(' 12 ')).toBe(12);
    for (const text of ['-1', '1.5', '', '1e3', 'two', '0x10']) expect(parseQuantity(text), text).toBeNaN();
  });
});

/** A cart machine whose requests are the given functions (each resolves the answer's cart). */
function cartActor(
  handlers: Partial<{ fetch: () => Promise<Cart>; add: (input: unknown) => Promise<Cart>; update: (input: unknown) => Promise<Cart>; remove: (input: unknown) => Promise<Cart> }>,
  minimumSubtotalCents = 0,
) {
  const never = () => new Promise<Cart>(() => {});
  const machine = cartMachine.provide({
    actors: {
      fetchCart: fromPromise(() => (handlers.fetch ?? never)()),
      addItem: fromPromise(({ input }) => (handlers.add ?? never)(input)),
      updateQuantity: fromPromise(({ input }) => (handlers.update ?? never)(input)),
      removeItem: fromPromise(({ input }) => (handlers.remove ?? never)(input)),
    },
  });
  return createActor(machine, { input: { minimumSubtotalCents } });
}

describe('cartMachine', () => {
  it('[STORE-049] the first sync marks the cart element initialized; [STORE-048] an empty answer is the empty state', async () => {
    const actor = cartActor({ fetch: async () => emptyCart() }).start();
    expect(connectCart(actor.getSnapshot(), actor.send, keepProps).getElementProps()['data-initialized']).toBeUndefined();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    const api = connectCart(actor.getSnapshot(), actor.send, keepProps);
    expect(api.getElementProps()).toMatchObject({ 'data-initialized': '', 'data-empty': '', 'data-scope': 'cart', 'data-part': 'element' });
    const page = connectCartPage(actor.getSnapshot(), actor.send, keepProps);
    expect(page.getEmptyProps().hidden).toBe(false);
    // The page's view model holds the element's as it is.
    expect(page.getElementProps()).toEqual(api.getElementProps());
    expect(page.countText).toBe(api.countText);
  });

  it('[STORE-042] a negative, zero or fractional quantity never reaches the backend and shows the action’s message', async () => {
    const add = vi.fn(async () => cartWith([entry()]));
    const update = vi.fn(async () => cartWith([entry()]));
    const actor = cartActor({ fetch: async () => cartWith([entry()]), add, update }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    for (const quantity of [-1, 0, 1.5, Number.NaN, 10_001]) {
      actor.send({ type: 'ADD', productId: 'prod-mug', variantId: 'var-mug', quantity });
      expect(actor.getSnapshot().context.error).toBe('Unable to add item');
      actor.send({ type: 'UPDATE_QUANTITY', entryId: 'entry-1', quantity });
      expect(actor.getSnapshot().context.error).toBe('Unable to update quantity');
    }
    actor.send({ type: 'REMOVE', entryId: 'no-such-entry' });
    expect(actor.getSnapshot().context.error).toBe('Unable to remove item');
    expect(add).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('[STORE-042] failed add, update and remove requests show their messages and keep the cart', async () => {
    const fail = async () => {
      throw new Error('Unable to connect…');
    };
    const actor = cartActor({ fetch: async () => cartWith([entry()]), add: fail, update: fail, remove: fail }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'ADD', productId: 'prod-mug', variantId: 'var-mug', quantity: 1 });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.error).toBe('Unable to add item');
    actor.send({ type: 'UPDATE_QUANTITY', entryId: 'entry-1', quantity: 3 });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.error).toBe('Unable to update quantity');
    actor.send({ type: 'REMOVE', entryId: 'entry-1' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.error).toBe('Unable to remove item');
    expect(actor.getSnapshot().context.cart.entries).toEqual([entry()]);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('[STORE-049] an add while the cart is being read (another tab changed it) is sent at once, and the older read is never taken', async () => {
    let answerRead: (cart: Cart) => void = () => {};
    let reads = 0;
    const add = vi.fn(async () => cartWith([entry({ quantity: 3 })]));
    const actor = cartActor({
      fetch: () => {
        reads += 1;
        return reads === 1 ? Promise.resolve(cartWith([entry({ quantity: 1 })])) : new Promise<Cart>((resolve) => (answerRead = resolve));
      },
      add,
    }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'SYNC' });
    expect(actor.getSnapshot().value).toBe('syncing');
    // The add and its trigger are not held by the read.
    expect(connectCart(actor.getSnapshot(), actor.send, keepProps).getAddTriggerProps({ productId: 'prod-mug', variantId: 'var-mug', quantity: 1 })['aria-disabled']).toBeUndefined();
    actor.send({ type: 'ADD', productId: 'prod-mug', variantId: 'var-mug', quantity: 1 });
    expect(add).toHaveBeenCalledTimes(1);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.cart.entries[0]?.quantity).toBe(3);
    // The abandoned read answers late with the older cart: it is not taken.
    answerRead(cartWith([entry({ quantity: 2 })]));
    await Promise.resolve();
    expect(actor.getSnapshot().context.cart.entries[0]?.quantity).toBe(3);
  });

  it('[STORE-042] checkout of a cart under the minimum shows the minimum; at the minimum it starts checkout', async () => {
    let answer = cartWith([entry({ unitPriceCents: 150 })]);
    const actor = cartActor({ fetch: async () => answer }, 1000).start();
    const started = vi.fn();
    actor.on('checkout', started);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'CHECKOUT' });
    expect(actor.getSnapshot().context.error).toBe('To check out, your order subtotal must be $10.00 or more.');
    expect(started).not.toHaveBeenCalled();
    answer = cartWith([entry({ unitPriceCents: 1000 })]);
    actor.send({ type: 'SYNC' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.cart.subtotalAmount.value === 1000);
    actor.send({ type: 'CHECKOUT' });
    expect(started).toHaveBeenCalledTimes(1);
  });
});

/** A fetch that answers every request with `text` and `status`. */
const answering = (text: string, status = 200) =>
  vi.fn(async () => new Response(text, { status, headers: { 'content-type': text.startsWith('<') ? 'text/html' : 'application/json' } }));

describe('cart over the data layer (adapters/browser/cart.ts)', () => {
  const dataLayerWith = (fetch: typeof globalThis.fetch) =>
    createDataLayer({ fetch, cookies: { read: () => 'crumb-1', write: () => {}, enabled: () => true }, page: { host: 'example.test', providerDomains: [] }, log: () => {} });

  it('[STORE-041] [STORE-042] a cart answer that is HTML instead of JSON fails the add with its message, and the first sync leaves the cart unavailable', async () => {
    const fetch = answering('<!doctype html><html><body>Maintenance</body></html>');
    const actor = createActor(cartMachine.provide({ actors: cartActors(dataLayerWith(fetch)) }), { input: {} }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('unavailable'));
    expect(actor.getSnapshot().context.error).toMatch(/^Internal Error: Unable to parse server response from \(\/api\/commerce\/cart\?crumb=crumb-1\) as JSON/);
    actor.send({ type: 'ADD', productId: 'prod-mug', variantId: 'var-mug', quantity: 1 });
    await waitFor(actor, (snapshot) => !snapshot.matches('adding'));
    expect(actor.getSnapshot().context.error).toBe('Unable to add item');
  });

  it('[STORE-041] JSON that is no cart fails like a failed request; a cart answer is decoded', async () => {
    const wrong = createActor(cartMachine.provide({ actors: cartActors(dataLayerWith(answering('{"cart":{"entries":"many"}}'))) }), { input: {} }).start();
    await waitFor(wrong, (snapshot) => snapshot.matches('unavailable'));
    expect(wrong.getSnapshot().context.error).toContain('The cart answer is not a cart');
    const created = Date.UTC(2026, 0, 2);
    const right = createActor(cartMachine.provide({ actors: cartActors(dataLayerWith(answering(JSON.stringify({ cart: { ...cartWith([entry()]), created } })))) }), { input: {} }).start();
    await waitFor(right, (snapshot) => snapshot.matches('ready'));
    expect(right.getSnapshot().context.cart.created).toEqual(new Date(created));
  });

  it('bindCart: another tab’s change makes this one read the cart again; this tab’s change is told to the others; checkout starts the entry', async () => {
    const listeners: Array<() => void> = [];
    const posted: unknown[] = [];
    const channel = {
      postMessage: (message: unknown) => void posted.push(message),
      close: () => {},
      addEventListener: (_type: string, listener: () => void) => void listeners.push(listener),
      removeEventListener: () => {},
    };
    const fetchCart = vi.fn(async () => cartWith([entry({ unitPriceCents: 2000 })]));
    const actor = cartActor({ fetch: fetchCart, add: async () => cartWith([entry({ quantity: 2, unitPriceCents: 2000 })]) });
    const startCheckout = vi.fn();
    const unbind = bindCart(actor, { channel: () => channel as never, document: { addEventListener: () => {}, removeEventListener: () => {}, visibilityState: 'visible' }, startCheckout });
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    listeners.forEach((listener) => listener());
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(fetchCart).toHaveBeenCalledTimes(2);
    actor.send({ type: 'ADD', productId: 'prod-mug', variantId: 'var-mug', quantity: 1 });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.cart.entries[0]?.quantity === 2);
    expect(posted).toEqual([{ type: 'cartChanged', cartId: 'cart-1' }]);
    actor.send({ type: 'CHECKOUT' });
    expect(startCheckout).toHaveBeenCalledTimes(1);
    unbind();
  });
});
