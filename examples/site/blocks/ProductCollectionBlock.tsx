import '../../../ui/store.css';
import type { ProductCardData } from '../../../machines/store/types.ts';
import { ProductCardView } from '../../../ui/ProductCard.tsx';

export interface ProductCollectionBlockProps {
  /** The collection's cards as the server worked them out (`describeProductCard`: prices in the store's currency, its units). */
  cards: ProductCardData[];
}

/** A product collection block of a published page: its cards, with no price rules in the browser. */
export function ProductCollectionBlock({ cards }: ProductCollectionBlockProps) {
  return (
    <ul className="product-grid">
      {cards.map((card) => (
        <li key={card.id}>
          <ProductCardView card={card} />
        </li>
      ))}
    </ul>
  );
}
