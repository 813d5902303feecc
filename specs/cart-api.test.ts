import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCommerceStore, ProductError, validateProduct } from '../examples/api/commerce-store.mjs';
import { seedProducts } from '../examples/content/store-products.mjs';
import { decodeCart } from '../machines/index.ts';
import { exampleServer } from './support/example-server.ts';

// The example store's backend through HTTP, as a hostile or unlucky client would use it: every
// input validated, the crumb rule of the data layer, the spec's messages, and concurrent adds.
const server = exampleServer(Number(process.env.CART_API_TEST_PORT ?? 4341));

beforeAll(() => server.start({ FORM_DB_FRESH: '1' }), 20_000);
afterAll(async () => {
  await server.stop();
  server.cleanUp();
});

/** A visitor with a crumb (the data layer's first crumbFail answer gives one). */
async function shopper() {
  const visitor = server.visitor();
  const first = await visitor.call('POST', '/api/commerce/cart/add', { json: { productId: 'prod-sticker', variantId: 'var-sticker', quantity: 1 } });
  expect(first).toMatchObject({ status: 401, body: { crumbFail: true, crumb: expect.any(String) } });
  return visitor;
}

const add = (visitor: Awaited<ReturnType<typeof shopper>>, variantId: string, quantity: unknown, productId?: string) =>
  visitor.call('POST', '/api/commerce/cart/add', { json: { variantId, quantity, ...(productId ? { productId } : {}) } });

/** The cart of an answer, decoded by the runtime's own codec. */
function cartOf(body: Record<string, unknown>) {
  const decoded = decodeCart(body);
  if (!decoded.ok) throw new Error(decoded.details.join('; '));
  return decoded.data;
}

describe('commerce routes', () => {
  it('[STORE-051] the products of a page: the seeded catalogue, at most 200, as structuredContent', async () => {
    const answer = await server.visitor().call('GET', '/api/commerce/products?page=store');
    expect(answer.status).toBe(200);
    const products = answer.body.products as Array<{ id: string; structuredContent: { productType: string; variants: unknown[] } }>;
    expect(products.map((product) => product.id)).toEqual(['prod-tote', 'prod-mug', 'prod-poster', 'prod-guide', 'prod-coffee', 'prod-sticker']);
    expect(products.length).toBeLessThanOrEqual(200);
    expect(products[1]).toMatchObject({ structuredContent: { productType: 'PHYSICAL', variants: [{ id: 'var-mug', price: 1800, salePrice: 1450, onSale: true, qtyInStock: 25, unlimited: false }] } });
    expect((await server.visitor().call('GET', '/api/commerce/products?page=nothing')).body.products).toEqual([]);
  });

  it('[STORE-039] [STORE-048] without a cart cookie the cart is the empty facade (zero in USD), and no cart is made', async () => {
    const visitor = server.visitor();
    const answer = await visitor.call('GET', '/api/commerce/cart');
    expect(answer.status).toBe(200);
    const cart = cartOf(answer.body);
    expect(cart).toMatchObject({ id: '', entries: [], totalQuantity: 0, subtotalAmount: { value: 0, currencyCode: 'USD' } });
    expect(visitor.cookies.has('CART')).toBe(false);
  });

  it('changes need the crumb: without it the answer is a crumbFail with a fresh crumb, and nothing changes', async () => {
    const visitor = server.visitor();
    const answer = await add(visitor, 'var-sticker', 1);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ crumbFail: true });
    expect(visitor.cookies.get('crumb')).toBe(answer.body.crumb);
    expect(visitor.cookies.has('CART')).toBe(false);
  });

  it('[STORE-034] [STORE-044] the first add makes the cart, sets the CART cookie checkout reads, and answers the cart', async () => {
    const visitor = await shopper();
    const answer = await add(visitor, 'var-mug', 2, 'prod-mug');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toMatch(/^CART=cart-[\w-]+; Path=\/; SameSite=Lax; Max-Age=\d+$/);
    const cart = cartOf(answer.body);
    expect(cart.id).toBe(visitor.cookies.get('CART'));
    expect(cart.created).toBeInstanceOf(Date);
    // The mug is on sale: the sale price is the unit price.
    expect(cart.entries).toMatchObject([{ productId: 'prod-mug', variantId: 'var-mug', quantity: 2, unitPriceCents: 1450 }]);
    expect(cart).toMatchObject({ subtotalCents: 2900, totalQuantity: 2, subtotalAmount: { value: 2900, currencyCode: 'USD' }, requiresShipping: true });
    // The same variant again adds to its entry.
    const again = cartOf((await add(visitor, 'var-mug', 1)).body);
    expect(again.entries).toMatchObject([{ variantId: 'var-mug', quantity: 3 }]);
    expect(cartOf((await visitor.call('GET', '/api/commerce/cart')).body).totalQuantity).toBe(3);
  });

  it('[STORE-042] a negative, zero, fractional, textual or huge quantity is refused with "Unable to add item"', async () => {
    const visitor = await shopper();
    for (const quantity of [-1, 0, 1.5, '2', null, 1e9, Number.MAX_SAFE_INTEGER + 2, true, [1], { n: 1 }]) {
      const answer = await add(visitor, 'var-sticker', quantity);
      expect(answer, JSON.stringify(quantity)).toMatchObject({ status: 400, body: { error: 'Unable to add item' } });
    }
    const missing = await visitor.call('POST', '/api/commerce/cart/add', { json: { variantId: 'var-sticker' } });
    expect(missing).toMatchObject({ status: 400, body: { error: 'Unable to add item', reason: 'invalid-quantity' } });
  });

  it('[STORE-042] an unknown, unpublished, mismatched or sold-out variant is refused with "Unable to add item"', async () => {
    const visitor = await shopper();
    expect(await add(visitor, 'var-nothing', 1)).toMatchObject({ status: 400, body: { error: 'Unable to add item', reason: 'unknown-variant' } });
    expect(await add(visitor, 'var-draft', 1)).toMatchObject({ status: 400, body: { reason: 'unknown-variant' } });
    expect(await add(visitor, 'var-mug', 1, 'prod-tote')).toMatchObject({ status: 400, body: { reason: 'unknown-variant' } });
    expect(await add(visitor, 'var-poster', 1)).toMatchObject({ status: 400, body: { error: 'Unable to add item', reason: 'out-of-stock' } });
    expect(await add(visitor, 'var-tote-black', 13)).toMatchObject({ status: 400, body: { reason: 'out-of-stock' } });
    expect(await add(visitor, '', 1)).toMatchObject({ status: 400, body: { reason: 'invalid-variant' } });
    expect(await add(visitor, 'x'.repeat(101), 1)).toMatchObject({ status: 400, body: { reason: 'invalid-variant' } });
    // [STORE-003] A digital product is priced by its product-level price and never runs out.
    const digital = cartOf((await add(visitor, 'var-guide', 500)).body);
    expect(digital.entries).toMatchObject([{ variantId: 'var-guide', quantity: 500, unitPriceCents: 900 }]);
    expect(digital).toMatchObject({ hasDigital: true, purelyDigital: true, requiresShipping: false });
  });

  it('[STORE-042] update quantity: a positive whole number within the stock; anything else "Unable to update quantity"', async () => {
    const visitor = await shopper();
    const cart = cartOf((await add(visitor, 'var-tote-natural', 1)).body);
    const entryId = cart.entries[0]!.id;
    const update = (quantity: unknown, id: unknown = entryId) => visitor.call('POST', '/api/commerce/cart/update-quantity', { json: { entryId: id, quantity } });
    expect(cartOf((await update(4)).body).entries).toMatchObject([{ id: entryId, quantity: 4 }]);
    for (const quantity of [-2, 0, 2.5, '3', null, 41]) {
      expect(await update(quantity), JSON.stringify(quantity)).toMatchObject({ status: 400, body: { error: 'Unable to update quantity' } });
    }
    expect(await update(2, 'entry-of-someone-else')).toMatchObject({ status: 400, body: { error: 'Unable to update quantity', reason: 'unknown-entry' } });
    expect(cartOf((await visitor.call('GET', '/api/commerce/cart')).body).entries).toMatchObject([{ quantity: 4 }]);
    // Another visitor cannot touch this cart's entries.
    const stranger = await shopper();
    expect(await stranger.call('POST', '/api/commerce/cart/update-quantity', { json: { entryId, quantity: 1 } })).toMatchObject({ status: 400, body: { error: 'Unable to update quantity', reason: 'no-cart' } });
  });

  it('[STORE-042] [STORE-048] remove: the entry goes, the cart is empty; removing it again is "Unable to remove item"', async () => {
    const visitor = await shopper();
    const entryId = cartOf((await add(visitor, 'var-coffee', 1)).body).entries[0]!.id;
    const remove = () => visitor.call('POST', '/api/commerce/cart/remove', { json: { entryId } });
    const emptied = cartOf((await remove()).body);
    expect(emptied).toMatchObject({ entries: [], totalQuantity: 0, subtotalAmount: { value: 0 } });
    expect(await remove()).toMatchObject({ status: 400, body: { error: 'Unable to remove item', reason: 'unknown-entry' } });
    expect(await visitor.call('POST', '/api/commerce/cart/remove', { json: { entryId: 7 } })).toMatchObject({ status: 400, body: { error: 'Unable to remove item' } });
  });

  it('[STORE-042] a cart is its owner\'s only: another visitor neither reads it nor changes or removes its entries by their ids', async () => {
    const owner = await shopper();
    const entryId = cartOf((await add(owner, 'var-mug', 2, 'prod-mug')).body).entries[0]!.id;
    const stranger = await shopper();
    // The stranger's own cart (made by its add) holds only its own item.
    const strangersCart = cartOf((await add(stranger, 'var-sticker', 1)).body);
    expect(strangersCart.id).not.toBe(owner.cookies.get('CART'));
    expect(strangersCart.entries.map((entry) => entry.variantId)).toEqual(['var-sticker']);
    expect(await stranger.call('POST', '/api/commerce/cart/update-quantity', { json: { entryId, quantity: 9 } })).toMatchObject({ status: 400, body: { error: 'Unable to update quantity' } });
    expect(await stranger.call('POST', '/api/commerce/cart/remove', { json: { entryId } })).toMatchObject({ status: 400, body: { error: 'Unable to remove item' } });
    // A visitor with no cart reads the empty cart, never another's.
    const newcomer = server.visitor();
    expect(cartOf((await newcomer.call('GET', '/api/commerce/cart')).body)).toMatchObject({ id: '', entries: [], totalQuantity: 0 });
    // The owner's cart is untouched.
    expect(cartOf((await owner.call('GET', '/api/commerce/cart')).body).entries).toMatchObject([{ id: entryId, quantity: 2 }]);
  });

  it('bodies that are not JSON objects are refused with a message, never a 500', async () => {
    const visitor = await shopper();
    for (const raw of ['null', '[]', '"x"', '{', '<html>', '{"__proto__":{"quantity":1},"variantId":"var-sticker"}']) {
      for (const path of ['/api/commerce/cart/add', '/api/commerce/cart/update-quantity', '/api/commerce/cart/remove']) {
        const answer = await visitor.call('POST', path, { raw });
        expect(answer.status, `${path} ${raw}`).toBe(400);
        expect(answer.body.error).toEqual(expect.any(String));
      }
    }
  });

  it('a malformed, overlong or unknown CART cookie is no cart: reads give the empty cart, an add makes a new one', async () => {
    for (const cookie of ['CART=%E0%A4%A', `CART=${'c'.repeat(5_000)}`, 'CART=cart-that-never-was', 'CART=; __proto__=1']) {
      const visitor = await shopper();
      const read = await visitor.call('GET', '/api/commerce/cart', { cookie });
      expect(read.status, cookie.slice(0, 30)).toBe(200);
      expect(cartOf(read.body).id).toBe('');
      const added = await visitor.call('POST', '/api/commerce/cart/add', { json: { variantId: 'var-sticker', quantity: 1 }, cookie });
      expect(added.status, cookie.slice(0, 30)).toBe(200);
      expect(cartOf(added.body)).toMatchObject({ id: expect.stringMatching(/^cart-/), totalQuantity: 1 });
    }
  });

  it('two tabs adding to one cart at once: both adds count', async () => {
    const first = await shopper();
    cartOf((await add(first, 'var-sticker', 1)).body);
    // The second tab shares the browser's cookies.
    const second = server.visitor();
    for (const [name, value] of first.cookies) second.cookies.set(name, value);
    const [a, b] = await Promise.all([add(first, 'var-tote-natural', 1), add(second, 'var-tote-natural', 1)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const cart = cartOf((await second.call('GET', '/api/commerce/cart')).body);
    expect(cart.entries.find((line) => line.variantId === 'var-tote-natural')?.quantity).toBe(2);
  });

  it('50 parallel adds of one item to one cart end with a quantity of 50', async () => {
    const visitor = await shopper();
    const cartId = cartOf((await add(visitor, 'var-mug', 1)).body).id;
    await visitor.call('POST', '/api/commerce/cart/remove', { json: { entryId: cartOf((await visitor.call('GET', '/api/commerce/cart')).body).entries[0]!.id } });
    const answers = await Promise.all(Array.from({ length: 50 }, () => add(visitor, 'var-sticker', 1)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const cart = cartOf((await visitor.call('GET', '/api/commerce/cart')).body);
    expect(cart.id).toBe(cartId);
    expect(cart.entries).toMatchObject([{ variantId: 'var-sticker', quantity: 50 }]);
  });
});

describe('commerce store (SQLite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'commerce-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('migrates to the latest schema version once, shares the file with other tables, and keeps carts across opens', () => {
    const file = join(dir, 'shared.sqlite');
    const store = openCommerceStore(file);
    expect(store.schemaVersion()).toBe(store.latestVersion);
    const cartId = store.createCart();
    expect(store.add(cartId, 'var-sticker', 3)).toEqual({ ok: true });
    store.close();
    const reopened = openCommerceStore(file);
    expect(reopened.schemaVersion()).toBe(reopened.latestVersion);
    expect(reopened.products('store')).toHaveLength(6);
    expect(reopened.cart(cartId)).toMatchObject({ id: cartId, totalQuantity: 3 });
    reopened.close();
  });

  it('[STORE-051] a page (a collection) gives at most 200 products', () => {
    const store = openCommerceStore(join(dir, 'many.sqlite'));
    for (let index = 0; index < 230; index += 1) {
      store.putProduct({ id: `prod-many-${index}`, page: 'many', position: index, name: `Card ${index}`, productType: 'PHYSICAL', variants: [{ id: `var-many-${index}`, sku: `SQ${String(index).padStart(7, '0')}`, price: 100 + index, qtyInStock: 1 }] });
    }
    const products = store.products('many') as Array<{ id: string }>;
    expect(products).toHaveLength(200);
    expect(products[0]?.id).toBe('prod-many-0');
    store.close();
  });

  it('[STORE-007] a price over 100000000 cents and [STORE-006] a SKU over 60 characters are refused with a message', () => {
    const mug = seedProducts.find((product) => product.id === 'prod-mug')!;
    const variant = mug.variants[0]!;
    expect(() => validateProduct({ ...mug, variants: [{ ...variant, price: 100_000_001 }] })).toThrow(ProductError);
    expect(() => validateProduct({ ...mug, variants: [{ ...variant, price: 100_000_001 }] })).toThrow(/price must be whole cents from 0 to 100000000/);
    expect(() => validateProduct({ ...mug, variants: [{ ...variant, price: 100_000_000 }] })).not.toThrow();
    expect(() => validateProduct({ ...mug, variants: [{ ...variant, sku: 'S'.repeat(61) }] })).toThrow(/SKU must be text of at most 60 characters/);
    expect(() => validateProduct({ ...mug, productType: 'BUNDLE' })).toThrow(/productType must be one of PHYSICAL, SERVICE, DIGITAL, GIFT_CARD/);
    expect(() => validateProduct({ ...mug, variants: [{ ...variant, qtyInStock: -1 }] })).toThrow(ProductError);
  });
});
