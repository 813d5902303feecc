/**
 * The store demo's products as a published site's collections carry them (JSON text, decoded at
 * the edge with the store codecs): a print shop selling in US dollars (imperial), a Tokyo pop-up
 * in yen and a Lisbon shop in euros (metric). The React page and the plain-DOM page read these.
 */
import { demoImages } from './demo-images.ts';

const image = (id: string, alt: string) => {
  const found = demoImages.find((entry) => entry.id === id);
  return { src: `/images/lightbox/${id}.svg`, alt, width: found?.width ?? 1200, height: found?.height ?? 1500 };
};

const sizes = (prices: [string, number][], extra: Record<string, unknown> = {}) =>
  prices.map(([size, price]) => ({ price, qtyInStock: 12, optionValues: [{ optionName: 'Size', value: size }], ...extra }));

export interface StoreDemoShop {
  id: string;
  title: string;
  description: string;
  currency: string;
  /** The store settings JSON (expressCheckout, measurementStandard). */
  settingsJson: string;
  collectionJson: string;
}

export const storeDemoShops: readonly StoreDemoShop[] = [
  {
    id: 'prints',
    title: 'Prints and gifts',
    description: 'Giclée prints on cotton rag, shipped flat from Portland.',
    currency: 'USD',
    settingsJson: JSON.stringify({ expressCheckout: true, measurementStandard: 'imperial' }),
    collectionJson: JSON.stringify({
      items: [
        {
          id: 'harbour-dawn',
          title: 'Harbour at dawn',
          url: '/shop/p/harbour-dawn',
          image: image('harbour-dawn', 'Fishing boats in a harbour under an orange dawn sky'),
          structuredContent: { productType: 'PHYSICAL', variants: sizes([['8 × 10', 2500], ['12 × 16', 4000], ['18 × 24', 6000]], { weight: 0.5, dimensions: { length: 12, width: 16, height: 0.5 } }) },
        },
        {
          id: 'glacier-tongue',
          title: 'Glacier tongue, framed',
          url: '/shop/p/glacier-tongue',
          image: image('glacier-tongue', 'A glacier flowing down between blue mountains'),
          structuredContent: { productType: 'PHYSICAL', variants: [{ price: 12000, salePrice: 9600, onSale: true, qtyInStock: 3, sku: 'SQ4820013', weight: 4.25, dimensions: { length: 20, width: 16, height: 1.5 } }] },
        },
        {
          id: 'lighthouse',
          title: 'Lighthouse',
          url: '/shop/p/lighthouse',
          image: image('lighthouse', 'A lighthouse on a dark blue sea'),
          structuredContent: { productType: 'PHYSICAL', variants: sizes([['12 × 16', 4000], ['18 × 24', 6000]], { qtyInStock: 0 }) },
        },
        {
          id: 'night-city',
          title: 'Night city, digital download',
          url: '/shop/p/night-city',
          image: image('night-city', 'City lights under a night sky'),
          structuredContent: { productType: 'DIGITAL', priceCents: 1500, salePriceCents: 900, onSale: true, variants: [] },
        },
        {
          id: 'print-club',
          title: 'Print of the month club',
          url: '/shop/p/print-club',
          image: image('meadow-storm', 'Storm clouds over a green meadow'),
          structuredContent: {
            productType: 'PHYSICAL',
            variants: [{ price: 3000, unlimited: true }],
            subscriptionPlan: { billingPeriod: { value: 1, unit: 'monthly' }, numBillingCycles: 0 },
          },
        },
        {
          id: 'darkroom-class',
          title: 'Darkroom printing class',
          url: '/shop/p/darkroom-class',
          image: image('dune-ridge', 'A dune ridge under a golden sky'),
          structuredContent: {
            productType: 'SERVICE',
            variants: [{ price: 4500, unlimited: true }],
            subscriptionPlan: { billingPeriod: { value: 2, unit: 'weekly' }, numBillingCycles: 6 },
          },
        },
        {
          id: 'gift-card',
          title: 'Gift card',
          url: '/shop/p/gift-card',
          image: image('harbour-dawn', 'The shop’s gift card, with the harbour print'),
          structuredContent: { productType: 'GIFT_CARD', variants: [2500, 5000, 10000].map((price) => ({ price, unlimited: true, optionValues: [{ optionName: 'Amount', value: String(price / 100) }] })) },
        },
      ],
    }),
  },
  {
    id: 'tokyo',
    title: 'Tokyo pop-up',
    description: 'Prices in yen for our week at the Daikanyama market.',
    currency: 'JPY',
    settingsJson: JSON.stringify({ expressCheckout: false, measurementStandard: 'metric' }),
    collectionJson: JSON.stringify({
      items: [
        {
          id: 'tulip-field',
          title: 'Tulip field',
          url: '/shop/p/tulip-field',
          image: image('tulip-field', 'Rows of red tulips under a pink sky'),
          structuredContent: { productType: 'PHYSICAL', variants: sizes([['A4', 3200], ['A3', 5400]], { weight: 0.3, dimensions: { length: 30, width: 42, height: 1 } }) },
        },
        {
          id: 'salt-flats',
          title: 'Salt flats, framed',
          url: '/shop/p/salt-flats',
          image: image('salt-flats', 'A white salt flat under a lilac sky'),
          structuredContent: { productType: 'PHYSICAL', variants: [{ price: 12000, salePrice: 9600, onSale: true, qtyInStock: 2, weight: 2.4 }] },
        },
        {
          id: 'sea-stack',
          title: 'Sea stack',
          url: '/shop/p/sea-stack',
          image: image('sea-stack', 'A rock pillar standing in a dark sea'),
          structuredContent: { productType: 'PHYSICAL', variants: [{ price: 4800, qtyInStock: 0 }] },
        },
        {
          id: 'lake-mirror',
          title: 'Lake mirror, digital download',
          url: '/shop/p/lake-mirror',
          image: image('lake-mirror', 'Mountains reflected in a still blue lake'),
          structuredContent: { productType: 'DIGITAL', priceCents: 1500, variants: [] },
        },
      ],
    }),
  },
  {
    id: 'lisbon',
    title: 'Lisbon studio',
    description: 'Framed and unframed prints from the studio in Alfama, in euros.',
    currency: 'EUR',
    settingsJson: JSON.stringify({ expressCheckout: true, measurementStandard: 'metric' }),
    collectionJson: JSON.stringify({
      items: [
        {
          id: 'pine-forest',
          title: 'Pine forest',
          url: '/shop/p/pine-forest',
          image: image('pine-forest', 'Dark green pines on a hillside'),
          structuredContent: { productType: 'PHYSICAL', variants: [{ price: 4500, qtyInStock: 8, weight: 0.4, dimensions: { length: 40, width: 30, height: 2 } }] },
        },
        {
          id: 'canyon-bend',
          title: 'Canyon bend',
          url: '/shop/p/canyon-bend',
          image: image('canyon-bend', 'A river bending through a red canyon'),
          structuredContent: { productType: 'PHYSICAL', variants: sizes([['30 × 40', 3800], ['50 × 70', 7200]], { salePrice: 3000, onSale: false }).map((variant, index) => (index === 0 ? { ...variant, onSale: true } : variant)) },
        },
        {
          id: 'annual-portfolio',
          title: 'Annual portfolio',
          url: '/shop/p/annual-portfolio',
          image: image('autumn-lane', 'A lane through autumn trees'),
          structuredContent: {
            productType: 'PHYSICAL',
            variants: [{ price: 12000, unlimited: true, weight: 1.2 }],
            subscriptionPlan: { billingPeriod: { value: 1, unit: 'yearly' }, numBillingCycles: 3 },
          },
        },
        {
          id: 'studio-visit',
          title: 'Studio visit',
          url: '/shop/p/studio-visit',
          image: image('dune-ridge', 'A dune ridge under a golden sky'),
          structuredContent: { productType: 'SERVICE', variants: [{ price: 2000, qtyInStock: 0 }] },
        },
      ],
    }),
  },
];
