// Products and carts of the example store in SQLite (better-sqlite3), in the same database file
// as the form submissions (FORM_DB_FILE). The commerce tables carry a schema version
// (`schema_versions`, one row per area) and are brought up to date by numbered migrations, each
// in a transaction. Every cart change is one transaction, and adding to an entry is a single
// `INSERT ... ON CONFLICT DO UPDATE quantity = quantity + n`, so concurrent adds lose nothing.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { tsImport } from 'tsx/esm/api';
import { seedProducts } from '../content/store-products.mjs';

/** @type {typeof import('../../machines/cart/constants.ts')} */
const cartRules = await tsImport('../../machines/cart/constants.ts', import.meta.url);

export const COMMERCE_AREA = 'commerce';
const PRODUCT_TYPES = ['PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD'];
/** [STORE-006] A SKU is at most 60 characters. */
export const MAX_SKU_LENGTH = 60;

/** A product that breaks a rule of the catalogue (price cap, SKU length, type): refused with a message. */
export class ProductError extends Error {}

const isPrice = (value) => Number.isSafeInteger(value) && value >= 0 && value <= cartRules.MAX_PRICE_CENTS;

/** Checks a product before it is stored: [STORE-002] its type, [STORE-007] price caps, [STORE-006] SKU length. */
export function validateProduct(product) {
  const where = `Product ${product?.id ?? '(no id)'}`;
  if (typeof product?.id !== 'string' || product.id === '') throw new ProductError(`${where}: an id is required.`);
  if (typeof product.name !== 'string' || product.name === '') throw new ProductError(`${where}: a name is required.`);
  if (!PRODUCT_TYPES.includes(product.productType)) throw new ProductError(`${where}: productType must be one of ${PRODUCT_TYPES.join(', ')}.`);
  if (!Array.isArray(product.variants) || product.variants.length === 0) throw new ProductError(`${where}: at least one variant is required.`);
  for (const field of ['priceCents', 'salePriceCents']) {
    if (product[field] !== undefined && !isPrice(product[field])) throw new ProductError(`${where}: ${field} must be whole cents from 0 to ${cartRules.MAX_PRICE_CENTS}.`);
  }
  for (const variant of product.variants) {
    const at = `${where} variant ${variant?.id ?? '(no id)'}`;
    if (typeof variant?.id !== 'string' || variant.id === '') throw new ProductError(`${at}: an id is required.`);
    if (!isPrice(variant.price)) throw new ProductError(`${at}: price must be whole cents from 0 to ${cartRules.MAX_PRICE_CENTS}.`);
    if (variant.salePrice !== undefined && !isPrice(variant.salePrice)) throw new ProductError(`${at}: salePrice must be whole cents from 0 to ${cartRules.MAX_PRICE_CENTS}.`);
    if (typeof variant.sku !== 'string' || variant.sku.length > MAX_SKU_LENGTH) throw new ProductError(`${at}: the SKU must be text of at most ${MAX_SKU_LENGTH} characters.`);
    if (!Number.isSafeInteger(variant.qtyInStock) || variant.qtyInStock < 0) throw new ProductError(`${at}: qtyInStock must be a whole number of 0 or more.`);
  }
  return product;
}

/** The migrations of the commerce tables, in order; version n is the n-th. */
const migrations = [
  // 1: the tables.
  (db) => {
    db.exec(`
      CREATE TABLE commerce_products (
        id TEXT PRIMARY KEY,
        page TEXT NOT NULL,
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        product_type TEXT NOT NULL,
        workflow_state TEXT NOT NULL,
        price_cents INTEGER,
        sale_price_cents INTEGER,
        on_sale INTEGER NOT NULL DEFAULT 0,
        extra TEXT NOT NULL DEFAULT '{}'
      );
      CREATE TABLE commerce_variants (
        id TEXT PRIMARY KEY,
        product_id TEXT NOT NULL REFERENCES commerce_products(id),
        position INTEGER NOT NULL,
        sku TEXT NOT NULL,
        price_cents INTEGER NOT NULL CHECK (price_cents BETWEEN 0 AND ${cartRules.MAX_PRICE_CENTS}),
        sale_price_cents INTEGER NOT NULL DEFAULT 0,
        on_sale INTEGER NOT NULL DEFAULT 0,
        qty_in_stock INTEGER NOT NULL DEFAULT 0,
        unlimited INTEGER NOT NULL DEFAULT 0,
        option_values TEXT NOT NULL DEFAULT '[]'
      );
      CREATE TABLE commerce_carts (
        id TEXT PRIMARY KEY,
        website_id TEXT NOT NULL,
        currency TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE commerce_cart_entries (
        id TEXT PRIMARY KEY,
        cart_id TEXT NOT NULL REFERENCES commerce_carts(id),
        variant_id TEXT NOT NULL REFERENCES commerce_variants(id),
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        added_at INTEGER NOT NULL,
        UNIQUE (cart_id, variant_id)
      );
    `);
  },
  // 2: the demo catalogue (examples/content/store-products.mjs documents the ids).
  (db, store) => {
    for (const product of seedProducts) store.putProduct(product);
  },
];

const newId = (prefix) => `${prefix}-${randomBytes(9).toString('base64url')}`;

/**
 * Opens the commerce tables in the database `file` (created when needed; the form store may
 * share it) and migrates them to the latest version. `now` is the clock, `websiteId` the site's.
 */
export function openCommerceStore(file, { now = () => Date.now(), websiteId = 'example-website', currency = 'USD' } = {}) {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  // Write-ahead logging: one fsync per committed change instead of two, and readers never wait on a writer.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec('CREATE TABLE IF NOT EXISTS schema_versions (area TEXT PRIMARY KEY, version INTEGER NOT NULL)');

  const statements = () => ({
    putProduct: db.prepare(`INSERT INTO commerce_products (id, page, position, name, product_type, workflow_state, price_cents, sale_price_cents, on_sale, extra)
      VALUES (@id, @page, @position, @name, @productType, @workflowState, @priceCents, @salePriceCents, @onSale, @extra)
      ON CONFLICT(id) DO UPDATE SET page = excluded.page, position = excluded.position, name = excluded.name, product_type = excluded.product_type,
        workflow_state = excluded.workflow_state, price_cents = excluded.price_cents, sale_price_cents = excluded.sale_price_cents, on_sale = excluded.on_sale, extra = excluded.extra`),
    putVariant: db.prepare(`INSERT INTO commerce_variants (id, product_id, position, sku, price_cents, sale_price_cents, on_sale, qty_in_stock, unlimited, option_values)
      VALUES (@id, @productId, @position, @sku, @price, @salePrice, @onSale, @qtyInStock, @unlimited, @optionValues)
      ON CONFLICT(id) DO UPDATE SET product_id = excluded.product_id, position = excluded.position, sku = excluded.sku, price_cents = excluded.price_cents,
        sale_price_cents = excluded.sale_price_cents, on_sale = excluded.on_sale, qty_in_stock = excluded.qty_in_stock, unlimited = excluded.unlimited, option_values = excluded.option_values`),
  });

  let put;
  /** Stores (or replaces) a product and its variants, after checking it. */
  function putProduct(product) {
    validateProduct(product);
    put ??= statements();
    db.transaction(() => {
      put.putProduct.run({
        id: product.id,
        page: product.page ?? 'store',
        position: product.position ?? 0,
        name: product.name,
        productType: product.productType,
        workflowState: product.workflowState ?? 'PUBLISHED',
        priceCents: product.priceCents ?? null,
        salePriceCents: product.salePriceCents ?? null,
        onSale: product.onSale ? 1 : 0,
        extra: JSON.stringify({ description: product.description ?? '', subscriptionPlan: product.subscriptionPlan ?? null, currency: product.currency ?? null }),
      });
      product.variants.forEach((variant, position) =>
        put.putVariant.run({
          id: variant.id,
          productId: product.id,
          position,
          sku: variant.sku,
          price: variant.price,
          salePrice: variant.salePrice ?? 0,
          onSale: variant.onSale ? 1 : 0,
          qtyInStock: variant.qtyInStock,
          unlimited: variant.unlimited ? 1 : 0,
          optionValues: JSON.stringify(variant.optionValues ?? []),
        }),
      );
    })();
  }

  // Bring the schema up to date, one migration (and its version) per transaction.
  const store = { putProduct };
  const versionOf = () => db.prepare('SELECT version FROM schema_versions WHERE area = ?').get(COMMERCE_AREA)?.version ?? 0;
  for (let version = versionOf(); version < migrations.length; version += 1) {
    db.transaction(() => {
      migrations[version](db, store);
      db.prepare('INSERT INTO schema_versions (area, version) VALUES (?, ?) ON CONFLICT(area) DO UPDATE SET version = excluded.version').run(COMMERCE_AREA, version + 1);
    })();
  }

  const q = {
    products: db.prepare("SELECT * FROM commerce_products WHERE page = ? AND workflow_state = 'PUBLISHED' ORDER BY position, id LIMIT ?"),
    variantsOf: db.prepare('SELECT * FROM commerce_variants WHERE product_id = ? ORDER BY position'),
    variant: db.prepare(`SELECT v.*, p.name AS product_name, p.product_type, p.workflow_state, p.price_cents AS product_price_cents,
      p.sale_price_cents AS product_sale_price_cents, p.on_sale AS product_on_sale FROM commerce_variants v JOIN commerce_products p ON p.id = v.product_id WHERE v.id = ?`),
    cart: db.prepare('SELECT * FROM commerce_carts WHERE id = ?'),
    insertCart: db.prepare('INSERT INTO commerce_carts (id, website_id, currency, created_at) VALUES (?, ?, ?, ?)'),
    entries: db.prepare(`SELECT e.id, e.quantity, e.variant_id, v.sku, v.price_cents, v.sale_price_cents, v.on_sale, v.option_values, p.id AS product_id, p.name AS product_name,
      p.product_type, p.price_cents AS product_price_cents, p.sale_price_cents AS product_sale_price_cents, p.on_sale AS product_on_sale
      FROM commerce_cart_entries e JOIN commerce_variants v ON v.id = e.variant_id JOIN commerce_products p ON p.id = v.product_id
      WHERE e.cart_id = ? ORDER BY e.added_at, e.id`),
    entry: db.prepare('SELECT * FROM commerce_cart_entries WHERE id = ? AND cart_id = ?'),
    entryOfVariant: db.prepare('SELECT quantity FROM commerce_cart_entries WHERE cart_id = ? AND variant_id = ?'),
    add: db.prepare(`INSERT INTO commerce_cart_entries (id, cart_id, variant_id, quantity, added_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT(cart_id, variant_id) DO UPDATE SET quantity = quantity + excluded.quantity`),
    setQuantity: db.prepare('UPDATE commerce_cart_entries SET quantity = ? WHERE id = ? AND cart_id = ?'),
    remove: db.prepare('DELETE FROM commerce_cart_entries WHERE id = ? AND cart_id = ?'),
  };

  /** [STORE-003] Digital products are priced by their product-level fields; the others by the variant. */
  const unitPrice = (row) => {
    if (row.product_type === 'DIGITAL' && row.product_price_cents !== null) {
      return row.product_on_sale && row.product_sale_price_cents !== null ? row.product_sale_price_cents : row.product_price_cents;
    }
    return row.on_sale ? row.sale_price_cents : row.price_cents;
  };

  /** The product as its structuredContent (STORE-001, STORE-004), with its variants. */
  function productJson(row) {
    const extra = JSON.parse(row.extra);
    return {
      id: row.id,
      name: row.name,
      description: extra.description,
      structuredContent: {
        productType: row.product_type,
        workflowState: row.workflow_state,
        ...(row.price_cents === null ? {} : { priceCents: row.price_cents }),
        ...(row.sale_price_cents === null ? {} : { salePriceCents: row.sale_price_cents }),
        onSale: row.on_sale === 1,
        ...(extra.subscriptionPlan ? { subscriptionPlan: extra.subscriptionPlan } : {}),
        variants: q.variantsOf.all(row.id).map((variant) => ({
          id: variant.id,
          sku: variant.sku,
          price: variant.price_cents,
          salePrice: variant.sale_price_cents,
          onSale: variant.on_sale === 1,
          qtyInStock: variant.qty_in_stock,
          unlimited: variant.unlimited === 1,
          optionValues: JSON.parse(variant.option_values),
        })),
      },
    };
  }

  /** The cart facade (document 001 §3) of a cart id; an unknown id gives the empty cart (no id). */
  function cartFacade(cartId) {
    const cart = cartId ? q.cart.get(cartId) : undefined;
    const rows = cart ? q.entries.all(cart.id) : [];
    const entries = rows.map((row) => {
      const options = JSON.parse(row.option_values);
      return {
        id: row.id,
        productId: row.product_id,
        variantId: row.variant_id,
        productName: row.product_name,
        sku: row.sku,
        quantity: row.quantity,
        unitPriceCents: unitPrice(row),
        optionText: Array.isArray(options) ? options.map((option) => `${option.name}: ${option.value}`).join(', ') : '',
        productType: row.product_type,
      };
    });
    const subtotalCents = entries.reduce((sum, entry) => sum + entry.unitPriceCents * entry.quantity, 0);
    const digital = entries.filter((entry) => entry.productType === 'DIGITAL').length;
    const shipped = entries.filter((entry) => entry.productType === 'PHYSICAL').length;
    return {
      id: cart?.id ?? '',
      websiteId: cart?.website_id ?? websiteId,
      orderId: '',
      created: cart?.created_at ?? now(),
      isPurchased: false,
      entries: entries.map(({ productType, ...entry }) => entry),
      shippingOptions: [],
      applicableTaxRules: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      selectedShippingOption: {},
      shippingLocation: {},
      subtotalCents,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: subtotalCents,
      totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
      subtotalAmount: { value: subtotalCents, currencyCode: cart?.currency ?? currency },
      hasDigital: digital > 0,
      purelyDigital: entries.length > 0 && digital === entries.length,
      requiresShipping: shipped > 0,
    };
  }

  /** A refusal the route answers with the action's message (STORE-042) and why. */
  const refuse = (reason, detail) => ({ ok: false, reason, detail });

  return {
    file,
    putProduct,
    schemaVersion: versionOf,
    latestVersion: migrations.length,
    /** [STORE-051] The published products of a page (a collection), at most 200 (a draft is never shown to visitors). */
    products(page) {
      return q.products.all(page, cartRules.MAX_PRODUCTS_PER_COLLECTION).map(productJson);
    },
    cart: cartFacade,
    /** Whether a cart of this id exists. */
    hasCart: (cartId) => Boolean(cartId && q.cart.get(cartId)),
    /** Makes a new, empty cart; returns its id. */
    createCart() {
      const id = newId('cart');
      q.insertCart.run(id, websiteId, currency, now());
      return id;
    },
    /**
     * Adds `quantity` of a variant to a cart, in one transaction: a known, published, in-stock
     * variant, and an entry that stays within MAX_ENTRY_QUANTITY. The add itself is one
     * atomic upsert, so adds that arrive together all count.
     */
    add(cartId, variantId, quantity, productId) {
      return db.transaction(() => {
        const variant = q.variant.get(variantId);
        if (!variant || variant.workflow_state !== 'PUBLISHED' || (productId !== undefined && variant.product_id !== productId)) {
          return refuse('unknown-variant', `No product variant ${variantId} is for sale.`);
        }
        const held = q.entryOfVariant.get(cartId, variantId)?.quantity ?? 0;
        if (held + quantity > cartRules.MAX_ENTRY_QUANTITY) return refuse('too-many', `At most ${cartRules.MAX_ENTRY_QUANTITY} of one item fit in a cart.`);
        const unlimited = variant.unlimited === 1 || variant.product_type === 'DIGITAL';
        if (!unlimited && held + quantity > variant.qty_in_stock) return refuse('out-of-stock', `Only ${variant.qty_in_stock} in stock.`);
        q.add.run(newId('entry'), cartId, variantId, quantity, now());
        return { ok: true };
      })();
    },
    /** Sets an entry's quantity (a positive whole number, within the stock). */
    updateQuantity(cartId, entryId, quantity) {
      return db.transaction(() => {
        const entry = q.entry.get(entryId, cartId);
        if (!entry) return refuse('unknown-entry', `No entry ${entryId} in this cart.`);
        const variant = q.variant.get(entry.variant_id);
        const unlimited = variant.unlimited === 1 || variant.product_type === 'DIGITAL';
        if (!unlimited && quantity > variant.qty_in_stock) return refuse('out-of-stock', `Only ${variant.qty_in_stock} in stock.`);
        q.setQuantity.run(quantity, entryId, cartId);
        return { ok: true };
      })();
    },
    /** Removes an entry from a cart. */
    remove(cartId, entryId) {
      const removed = q.remove.run(entryId, cartId).changes;
      return removed === 1 ? { ok: true } : refuse('unknown-entry', `No entry ${entryId} in this cart.`);
    },
    close() {
      db.close();
    },
  };
}
