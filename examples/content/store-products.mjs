// The example store's catalogue, seeded into SQLite by the commerce store's second migration
// (examples/api/commerce-store.mjs). Product and variant ids are fixed so that demo pages and
// tests can name them:
//
//   page 'store'
//   prod-tote     Canvas tote         PHYSICAL  var-tote-natural $24.00 (40 in stock), var-tote-black $26.00 (12): 'from' price
//   prod-mug      Stoneware mug       PHYSICAL  var-mug $18.00 on sale at $14.50 (25 in stock)
//   prod-poster   Harbour poster      PHYSICAL  var-poster $35.00, sold out (0 in stock, not unlimited)
//   prod-guide    Field guide (PDF)   DIGITAL   var-guide; product-level price $9.00 (STORE-003), never sold out
//   prod-coffee   Coffee subscription SERVICE   var-coffee $16.00 unlimited, renews every month for 6 payments
//   prod-sticker  Sticker             PHYSICAL  var-sticker $1.50, unlimited (the benchmark's and the 150-item demo's product)
//   prod-draft    Unreleased print    PHYSICAL  var-draft $40.00, workflow DRAFT: never sold
//
// Prices are whole cents in the store currency (USD, STORE-050).

/** @type {readonly import('./store-products.d.mts').SeedProduct[]} */
export const seedProducts = [
  {
    id: 'prod-tote',
    position: 1,
    name: 'Canvas tote',
    description: 'Heavy cotton canvas, stitched in Porto.',
    productType: 'PHYSICAL',
    variants: [
      { id: 'var-tote-natural', sku: 'SQ4417001', price: 2400, qtyInStock: 40, optionValues: [{ name: 'Colour', value: 'Natural' }] },
      { id: 'var-tote-black', sku: 'SQ4417002', price: 2600, qtyInStock: 12, optionValues: [{ name: 'Colour', value: 'Black' }] },
    ],
  },
  {
    id: 'prod-mug',
    position: 2,
    name: 'Stoneware mug',
    description: 'Glazed by hand; holds 350 ml.',
    productType: 'PHYSICAL',
    variants: [{ id: 'var-mug', sku: 'SQ2280415', price: 1800, salePrice: 1450, onSale: true, qtyInStock: 25 }],
  },
  {
    id: 'prod-poster',
    position: 3,
    name: 'Harbour poster',
    description: 'Risograph print, 50 × 70 cm.',
    productType: 'PHYSICAL',
    variants: [{ id: 'var-poster', sku: 'SQ9911302', price: 3500, qtyInStock: 0 }],
  },
  {
    id: 'prod-guide',
    position: 4,
    name: 'Field guide (PDF)',
    description: 'Forty walks along the coast, to download.',
    productType: 'DIGITAL',
    priceCents: 900,
    salePriceCents: 0,
    onSale: false,
    variants: [{ id: 'var-guide', sku: 'SQ5063377', price: 900, qtyInStock: 0, unlimited: true }],
  },
  {
    id: 'prod-coffee',
    position: 5,
    name: 'Coffee subscription',
    description: 'A 250 g bag of this month’s roast.',
    productType: 'SERVICE',
    subscriptionPlan: { billingPeriod: { value: 1, unit: 'monthly' }, numBillingCycles: 6 },
    variants: [{ id: 'var-coffee', sku: 'SQ7730921', price: 1600, qtyInStock: 0, unlimited: true }],
  },
  {
    id: 'prod-sticker',
    position: 6,
    name: 'Sticker',
    description: 'Weatherproof vinyl, 7 cm.',
    productType: 'PHYSICAL',
    variants: [{ id: 'var-sticker', sku: 'SQ1200458', price: 150, qtyInStock: 0, unlimited: true }],
  },
  {
    id: 'prod-draft',
    position: 7,
    name: 'Unreleased print',
    productType: 'PHYSICAL',
    workflowState: 'DRAFT',
    variants: [{ id: 'var-draft', sku: 'SQ3004419', price: 4000, qtyInStock: 10 }],
  },
];

/** The store's minimum order subtotal for checkout in the demo, in cents (STORE-042's message). */
export const MINIMUM_SUBTOTAL_CENTS = 1000;
