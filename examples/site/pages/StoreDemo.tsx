import '../../../ui/store.css';
import '../store-demo.css';
import type { Product, StoreSettings } from '../../../machines/store/types.ts';
import { ProductCard } from '../../../ui/ProductCard.tsx';

/** One shop section as the server decoded it: its currency, settings and products. */
export interface StoreDemoShopData {
  id: string;
  title: string;
  description: string;
  currency: string;
  settings: StoreSettings;
  products: Product[];
}

export interface StoreDemoData {
  shops: StoreDemoShopData[];
}

/** A shop's collection: product cards with prices in its currency, server-rendered. */
function ShopSection({ shop }: { shop: StoreDemoShopData }) {
  const titleId = `${shop.id}-title`;
  return (
    <section className="shop-section" aria-labelledby={titleId} data-shop={shop.id}>
      <h2 id={titleId}>{shop.title}</h2>
      <p className="demo-note">{shop.description}</p>
      <ul className="product-grid">
        {shop.products.map((product) => (
          <li key={product.id}>
            <ProductCard id={`${shop.id}-${product.id}`} product={product} currency={shop.currency} measurementStandard={shop.settings.measurementStandard} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StoreDemo({ data }: { data: StoreDemoData }) {
  return (
    <>
      <h1>Shop</h1>
      <p>Prints, downloads, classes and subscriptions from Northlight, in three shops and three currencies. Every price here is in the page the server sends.</p>
      {data.shops.map((shop) => (
        <ShopSection key={shop.id} shop={shop} />
      ))}
    </>
  );
}
