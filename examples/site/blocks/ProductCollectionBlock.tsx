import '../../../ui/store.css';
import type { Product, StoreSettings } from '../../../machines/store/types.ts';
import { ProductCard } from '../../../ui/ProductCard.tsx';

export interface ProductCollectionBlockProps {
  /** Prefix of the cards' ids; unique per page. */
  id: string;
  /** The store's selected currency (an ISO 4217 code). */
  currency: string;
  measurementStandard: StoreSettings['measurementStandard'];
  /** The collection's products as the server decoded them. */
  products: Product[];
}

/** A product collection block of a published page: its cards, prices in the store's currency. */
export function ProductCollectionBlock({ id, currency, measurementStandard, products }: ProductCollectionBlockProps) {
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard id={`${id}-${product.id}`} product={product} currency={currency} measurementStandard={measurementStandard} />
        </li>
      ))}
    </ul>
  );
}
