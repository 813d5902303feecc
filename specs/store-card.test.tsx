import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { connectProductCard, decodeProduct, type NormalizeProps, type Product } from '../machines/index.ts';
import { keepProps } from '../machines/shared/normalize.ts';
import { describeProductCard } from '../machines/store/connect.ts';
import { ProductCard, ProductCardView } from '../ui/ProductCard.tsx';

function product(structuredContent: Record<string, unknown>, extra: Record<string, unknown> = {}): Product {
  const result = decodeProduct({ id: 'p', title: 'Harbour print', url: '/shop/p/harbour', structuredContent, ...extra });
  if (!result.ok) throw new Error(result.details.join('; '));
  return result.data;
}

const html = (element: React.ReactElement) => renderToString(element);
/** Text a screen reader reads: the markup without its tags (hidden labels included, as they are read). */
const spoken = (markup: string) => markup.replace(/<!-- -->/g, '').replace(/<\/?(p|h\d|article)\b[^>]*>/g, ' ').replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/\s+/g, ' ').trim();

describe('product card view model and component', () => {
  it('[STORE-017] a sold-out product is marked on the card and says "Sold out" in words', () => {
    const soldOut = product({ productType: 'PHYSICAL', variants: [{ price: 4000, qtyInStock: 0 }] });
    const api = connectProductCard({ product: soldOut }, keepProps);
    expect(api.soldOut).toBe(true);
    expect(api.getRootProps()['data-sold-out']).toBe('');
    expect(api.badges).toEqual([{ kind: 'sold-out', text: 'Sold out' }]);
    const markup = html(<ProductCard product={soldOut} />);
    expect(markup).toContain('data-sold-out=""');
    expect(spoken(markup)).toBe('Harbour print Sold out $40.00');
    const available = connectProductCard({ product: product({ productType: 'PHYSICAL', variants: [{ price: 4000, qtyInStock: 2 }] }) }, keepProps);
    expect(available.getRootProps()['data-sold-out']).toBeUndefined();
    expect(available.badges).toEqual([]);
  });

  it('[STORE-018] [STORE-020] a digital product on sale: never sold out, its own sale price beside its struck-through price', () => {
    const digital = product({ productType: 'DIGITAL', priceCents: 1500, salePriceCents: 900, onSale: true });
    const markup = html(<ProductCard product={digital} />);
    expect(markup).toMatch(/<s data-scope="product-card" data-part="regular-price">\$15\.00<\/s>/);
    expect(markup).not.toContain('data-sold-out');
    expect(spoken(markup)).toBe('Harbour print Sale Sale price $9.00 Regular price $15.00');
  });

  it('[STORE-019] the sale price sits beside the struck-through regular price, each labelled for screen readers, the labels hidden from sight', () => {
    const sale = product({ productType: 'PHYSICAL', variants: [{ price: 12000, salePrice: 9600, onSale: true, qtyInStock: 1 }] });
    const api = connectProductCard({ product: sale }, keepProps);
    expect(api).toMatchObject({ onSale: true, priceText: '$96.00', regularPriceText: '$120.00', priceLabel: 'Sale price', regularPriceLabel: 'Regular price' });
    expect(api.getPriceLabelProps().style).toMatchObject({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
    expect(api.getPriceProps()['data-kind']).toBe('sale');
    const markup = html(<ProductCard product={sale} />);
    expect(spoken(markup)).toBe('Harbour print Sale Sale price $96.00 Regular price $120.00');
  });

  it('[STORE-030] [STORE-023] different variant prices read "from" the lowest, in the store currency (JPY without decimals)', () => {
    const prints = product({ productType: 'PHYSICAL', variants: [{ price: 5400, qtyInStock: 1 }, { price: 3200, qtyInStock: 1 }] });
    expect(spoken(html(<ProductCard product={prints} currency="JPY" />))).toBe('Harbour print from ¥3,200');
    expect(spoken(html(<ProductCard product={prints} currency="EUR" />))).toBe('Harbour print from €32.00');
  });

  it('[STORE-027] [STORE-028] [STORE-029] a subscription product shows its renewal text under the price', () => {
    const monthly = product({ productType: 'PHYSICAL', variants: [{ price: 3000, unlimited: true }], subscriptionPlan: { billingPeriod: { value: 1, unit: 'monthly' }, numBillingCycles: 0 } });
    expect(spoken(html(<ProductCard product={monthly} />))).toBe('Harbour print $30.00 renews every month');
    const classes = product({ productType: 'SERVICE', variants: [{ price: 4500, unlimited: true }], subscriptionPlan: { billingPeriod: { value: 2, unit: 'weekly' }, numBillingCycles: 6 } });
    expect(html(<ProductCard product={classes} />)).toContain('<p data-scope="product-card" data-part="subscription">every 2 weeks for 6 payments</p>');
  });

  it('[STORE-031] [STORE-032] weight and size carry the store\'s units: lbs and the inch mark, or kg and cm', () => {
    const framed = product({ productType: 'PHYSICAL', variants: [{ price: 100, qtyInStock: 1, weight: 4.25, dimensions: { length: 20, width: 16, height: 1.5 } }] });
    expect(connectProductCard({ product: framed, measurementStandard: 'imperial' }, keepProps).detailsText).toBe('4.25 lbs · 20" × 16" × 1.5"');
    expect(connectProductCard({ product: framed, measurementStandard: 'metric' }, keepProps).detailsText).toBe('4.25 kg · 20 cm × 16 cm × 1.5 cm');
    expect(connectProductCard({ product: framed }, keepProps).detailsText).toBe('4.25 lbs · 20" × 16" × 1.5"');
  });

  it('[STORE-050] a card given no currency shows US dollars; an unknown currency falls back to USD with a warning', () => {
    const one = product({ productType: 'PHYSICAL', variants: [{ price: 123450, qtyInStock: 1 }] });
    expect(connectProductCard({ product: one }, keepProps).priceText).toBe('$1,234.50');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(connectProductCard({ product: one, currency: 'DOGE' }, keepProps).priceText).toBe('$1,234.50');
      expect(warn).toHaveBeenCalledWith('Unknown currency code "DOGE": the amount is formatted in USD.');
    } finally {
      warn.mockRestore();
    }
  });

  it('[STORE-016] the card knows its workflow label; the root is an article named by its heading; every prop passes through the renderer\'s normalizer', () => {
    const draft = product({ productType: 'PHYSICAL', workflowState: 'DRAFT', variants: [{ price: 100, qtyInStock: 1 }] });
    const seen: object[] = [];
    const tracking: NormalizeProps = (props) => {
      seen.push(props);
      return props;
    };
    const api = connectProductCard({ product: draft, id: 'shop-p' }, tracking);
    expect(api.workflowLabel).toBe('Hidden');
    const root = api.getRootProps();
    expect(root).toMatchObject({ id: 'shop-p', 'aria-labelledby': 'shop-p-title', 'data-scope': 'product-card', 'data-part': 'root', 'data-product-type': 'PHYSICAL' });
    expect(api.getTitleProps().id).toBe('shop-p-title');
    api.getLinkProps();
    api.getPriceProps();
    expect(seen).toHaveLength(4);
    // No address: a placeholder link, not a '#'.
    expect(connectProductCard({ product: product({ productType: 'DIGITAL' }, { url: undefined }) }, keepProps).getLinkProps().href).toBeUndefined();
  });

  it('[STORE-017] [STORE-019] [STORE-029] [STORE-030] [STORE-031] a card the server worked out (plain data, JSON round trip) renders the same markup as the card from the product', () => {
    const products = [
      product({ productType: 'PHYSICAL', variants: [{ price: 4000, qtyInStock: 0 }] }),
      product({ productType: 'DIGITAL', priceCents: 1500, salePriceCents: 900, onSale: true }, { image: { src: '/p.jpg', alt: 'A print', width: 400, height: 300 } }),
      product({ productType: 'PHYSICAL', variants: [{ price: 12000, salePrice: 9600, onSale: true, qtyInStock: 1, weight: 4.25, dimensions: { length: 20, width: 16, height: 1.5 } }] }),
      product({ productType: 'SERVICE', variants: [{ price: 4500, unlimited: true }, { price: 3200, unlimited: true }], subscriptionPlan: { billingPeriod: { value: 2, unit: 'weekly' }, numBillingCycles: 6 } }),
      product({ productType: 'PHYSICAL', variants: [] }, { url: undefined }),
    ];
    for (const item of products) {
      for (const input of [{ product: item }, { product: item, currency: 'JPY', measurementStandard: 'metric' as const, id: 'shop-p' }]) {
        const card = JSON.parse(JSON.stringify(describeProductCard(input)));
        expect(html(<ProductCardView card={card} headingLevel={2} />)).toBe(html(<ProductCard {...input} headingLevel={2} />));
      }
    }
  });
});
