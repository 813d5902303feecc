import '../../../ui/store.css';
import '../../../ui/cart.css';
import '../store-demo.css';
import '../cart-demo.css';
import { Island } from '../../../adapters/react/Island.tsx';
import type { ProductCardData } from '../../../machines/store/types.ts';
import { AddToCartButton } from '../../../ui/AddToCartButton.tsx';
import { CartElement } from '../../../ui/CartElement.tsx';
import { CartProvider } from '../../../ui/CartProvider.tsx';
import { productCollectionIsland } from '../blocks/islands.ts';

/** One shop section as the server decoded it: its products' cards, priced in its currency with its units. */
export interface StoreDemoShopData {
  id: string;
  title: string;
  description: string;
  /** `describeProductCard` of each product the server decoded. */
  cards: ProductCardData[];
}

/** The product a visitor orders by the hundred (a variant of the example backend's catalogue). */
export interface StoreDemoBulkOffer {
  productId: string;
  variantId: string;
  name: string;
  /** How many one press adds: more than 100, so the header's cart shows 100+ (STORE-046). */
  quantity: number;
}

export interface StoreDemoData {
  shops: StoreDemoShopData[];
  bulk: StoreDemoBulkOffer;
}

/** A shop's collection: product cards with prices in its currency, server-rendered, woken when near. */
function ShopSection({ shop }: { shop: StoreDemoShopData }) {
  const titleId = `${shop.id}-title`;
  return (
    <section className="shop-section" aria-labelledby={titleId} data-shop={shop.id}>
      <h2 id={titleId}>{shop.title}</h2>
      <p className="demo-note">{shop.description}</p>
      <Island of={productCollectionIsland} props={{ cards: shop.cards }} />
    </section>
  );
}

/**
 * The shop: the header's cart element (first screen: hydrated with the page), the collections
 * (islands), and a bulk order that puts 150 stickers in the cart (the element then shows 100+).
 */
export function StoreDemo({ data }: { data: StoreDemoData }) {
  return (
    <CartProvider>
      <div className="cart-demo-bar">
        <h1>Shop</h1>
        <CartElement />
      </div>
      <p>Prints, downloads, classes and subscriptions from Northlight, in three shops and three currencies. Every price here is in the page the server sends.</p>
      {data.shops.map((shop) => (
        <ShopSection key={shop.id} shop={shop} />
      ))}
      <section className="shop-section" aria-labelledby="bulk-title">
        <h2 id="bulk-title">Stickers by the hundred</h2>
        <p className="demo-note" id="bulk-note">
          For stalls and events: {data.bulk.quantity} of the {data.bulk.name.toLowerCase()} in one order. The cart above then counts 100+.
        </p>
        <AddToCartButton productId={data.bulk.productId} variantId={data.bulk.variantId} quantity={data.bulk.quantity} describedBy="bulk-note">
          {`Add ${data.bulk.quantity} to cart`}
        </AddToCartButton>
      </section>
    </CartProvider>
  );
}
