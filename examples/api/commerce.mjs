// The example store's routes under /api/commerce/ (issue 22): the products of a page, and the
// visitor's cart, keyed by the CART cookie (the name ARCHITECTURE.md reads for the spec's cart
// cookie, the one checkout reads). Every change checks the crumb the way the data layer expects
// (NET-003, NET-013: a missing or stale crumb answers crumbFail with a fresh one, which the data
// layer retries once) and validates every input: a quantity is a positive whole number, a
// variant is a known one for sale, the stock and the caps hold. A refused change answers 400
// with the action's message from the spec's catalogue (STORE-042) and the reason.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { openCommerceStore } from './commerce-store.mjs';
import { CRUMB_COOKIE } from './crumb.mjs';
import { readCookies, setCookie } from './http.mjs';
import { codecs, jsonBody, route } from './router.mjs';

/** @type {typeof import('../../machines/cart/constants.ts')} */
const cartRules = await tsImport('../../machines/cart/constants.ts', import.meta.url);
/** @type {typeof import('../../machines/checkout/constants.ts')} */
const checkoutRules = await tsImport('../../machines/checkout/constants.ts', import.meta.url);

export const CART_COOKIE = checkoutRules.CART_COOKIE;
/** How long the cart cookie lasts (the spec gives no figure: two weeks, README). */
export const CART_COOKIE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
const MAX_ID_LENGTH = 100;
const MAX_PAGE_LENGTH = 100;

/** [NET-003] [NET-013] The crumb rule of the data layer, as the form routes apply it. */
function crumbFailure(req, url) {
  const expected = readCookies(req)[CRUMB_COOKIE];
  if (expected && url.searchParams.get('crumb') === expected) return null;
  const crumb = randomBytes(18).toString('base64url');
  return { status: 401, body: { crumbFail: true, crumb, error: 'The request crumb is missing or out of date.' }, headers: { 'set-cookie': setCookie(CRUMB_COOKIE, crumb) } };
}

const isId = (value) => typeof value === 'string' && value !== '' && value.length <= MAX_ID_LENGTH;
/** [STORE-042] A refused change: the action's message, and why. */
const refused = (message, reason, detail) => ({ status: 400, body: { error: message, reason, detail } });
const cartAnswer = (cart, headers = {}) => ({ status: 200, body: { cart }, headers: { 'cache-control': 'no-store', ...headers } });

/**
 * The quantity a body holds: a positive whole number up to the cap. A negative, fractional,
 * textual or huge quantity is refused (never rounded).
 */
function quantityOf(body) {
  const { quantity } = body;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return { ok: false, detail: 'The quantity must be a positive whole number.' };
  if (quantity > cartRules.MAX_ENTRY_QUANTITY) return { ok: false, detail: `At most ${cartRules.MAX_ENTRY_QUANTITY} of one item fit in a cart.` };
  return { ok: true, quantity };
}

/** The commerce routes over a store (`openCommerceStore`). */
export function createCommerceRoutes(store) {
  const cartIdOf = (req) => {
    const id = readCookies(req)[CART_COOKIE];
    return isId(id) && store.hasCart(id) ? id : null;
  };

  /** [STORE-051] The products of a page, at most 200. */
  async function products(req, url) {
    const page = url.searchParams.get('page') ?? 'store';
    if (page.length > MAX_PAGE_LENGTH) return { status: 400, body: { error: 'The page name is too long.' } };
    return { status: 200, body: { products: store.products(page) } };
  }

  /** The visitor's cart; without one, the empty cart (every field at its default, no id). */
  async function getCart(req) {
    return cartAnswer(store.cart(cartIdOf(req)));
  }

  async function add(req, url, body) {
    const crumbFail = crumbFailure(req, url);
    if (crumbFail) return crumbFail;
    if (!isId(body.variantId)) return refused(cartRules.UNABLE_TO_ADD_ITEM, 'invalid-variant', 'variantId must be a product variant id.');
    if (body.productId !== undefined && !isId(body.productId)) return refused(cartRules.UNABLE_TO_ADD_ITEM, 'invalid-product', 'productId must be a product id.');
    const quantity = quantityOf(body);
    if (!quantity.ok) return refused(cartRules.UNABLE_TO_ADD_ITEM, 'invalid-quantity', quantity.detail);
    let cartId = cartIdOf(req);
    const headers = {};
    if (cartId === null) {
      // The first add makes the cart; its cookie is readable by the page, where checkout reads it.
      cartId = store.createCart();
      headers['set-cookie'] = setCookie(CART_COOKIE, cartId, { maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS });
    }
    const result = store.add(cartId, body.variantId, quantity.quantity, body.productId);
    if (!result.ok) return { ...refused(cartRules.UNABLE_TO_ADD_ITEM, result.reason, result.detail), headers };
    return cartAnswer(store.cart(cartId), headers);
  }

  async function updateQuantity(req, url, body) {
    const crumbFail = crumbFailure(req, url);
    if (crumbFail) return crumbFail;
    if (!isId(body.entryId)) return refused(cartRules.UNABLE_TO_UPDATE_QUANTITY, 'invalid-entry', 'entryId must be a cart entry id.');
    const quantity = quantityOf(body);
    if (!quantity.ok) return refused(cartRules.UNABLE_TO_UPDATE_QUANTITY, 'invalid-quantity', quantity.detail);
    const cartId = cartIdOf(req);
    if (cartId === null) return refused(cartRules.UNABLE_TO_UPDATE_QUANTITY, 'no-cart', 'There is no cart.');
    const result = store.updateQuantity(cartId, body.entryId, quantity.quantity);
    if (!result.ok) return refused(cartRules.UNABLE_TO_UPDATE_QUANTITY, result.reason, result.detail);
    return cartAnswer(store.cart(cartId));
  }

  async function remove(req, url, body) {
    const crumbFail = crumbFailure(req, url);
    if (crumbFail) return crumbFail;
    if (!isId(body.entryId)) return refused(cartRules.UNABLE_TO_REMOVE_ITEM, 'invalid-entry', 'entryId must be a cart entry id.');
    const cartId = cartIdOf(req);
    if (cartId === null) return refused(cartRules.UNABLE_TO_REMOVE_ITEM, 'no-cart', 'There is no cart.');
    const result = store.remove(cartId, body.entryId);
    if (!result.ok) return refused(cartRules.UNABLE_TO_REMOVE_ITEM, result.reason, result.detail);
    return cartAnswer(store.cart(cartId));
  }

  const body = jsonBody(codecs.object, { limit: 10_000 });
  return [
    route('GET', cartRules.COMMERCE_API.products, products),
    route('GET', cartRules.COMMERCE_API.cart, getCart),
    route('POST', cartRules.COMMERCE_API.add, add, body),
    route('POST', cartRules.COMMERCE_API.updateQuantity, updateQuantity, body),
    route('POST', cartRules.COMMERCE_API.remove, remove, body),
  ];
}

/** The commerce routes of the example server, on the form store's database file (FORM_DB_FILE). */
export function createCommerceBackendRoutes() {
  const dbFile = process.env.FORM_DB_FILE ?? fileURLToPath(new URL('../data/forms.sqlite', import.meta.url));
  return createCommerceRoutes(openCommerceStore(dbFile));
}
