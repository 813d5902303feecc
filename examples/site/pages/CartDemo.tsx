import '../../../ui/cart.css';
import '../cart-demo.css';
import { useState } from 'react';
import { parseQuantity } from '../../../machines/cart/logic.ts';
import { formatMoney } from '../../../machines/store/money.ts';
import { AddToCartButton } from '../../../ui/AddToCartButton.tsx';
import { CartElement } from '../../../ui/CartElement.tsx';
import { CartProvider } from '../../../ui/CartProvider.tsx';
import { Island } from '../../../adapters/react/Island.tsx';
import { cartPageIsland } from '../blocks/islands.ts';

export interface CartDemoProduct {
  productId: string;
  variantId: string;
  name: string;
  optionText: string;
  priceCents: number;
  soldOut: boolean;
}

export interface CartDemoData {
  products: CartDemoProduct[];
  /** The store's minimum order subtotal for checkout, in cents. */
  minimumSubtotalCents: number;
}

/** How many to add, as a product page asks (a bad number is refused by the cart with its message). */
function ShelfQuantity({ product }: { product: CartDemoProduct }) {
  const [text, setText] = useState('1');
  const inputId = `shelf-quantity-${product.variantId}`;
  return (
    <span className="cart-demo-add">
      <label htmlFor={inputId}>Qty</label>
      <input id={inputId} type="number" inputMode="numeric" min={1} step={1} value={text} onChange={(event) => setText(event.currentTarget.value)} />
      <AddToCartButton productId={product.productId} variantId={product.variantId} quantity={parseQuantity(text)} describedBy={`shelf-${product.variantId}`}>
        Add to cart
      </AddToCartButton>
    </span>
  );
}

/**
 * The full-page cart against the example backend: the header's cart element, a shelf of the
 * store's products to add from, and the cart with quantities, removal and checkout.
 */
export function CartDemo({ data }: { data: CartDemoData }) {
  return (
    <CartProvider minimumSubtotalCents={data.minimumSubtotalCents}>
      <div className="cart-demo-bar">
        <h1>Your cart</h1>
        <CartElement />
      </div>
      <p>
        The cart lives in the example backend (SQLite), keyed by the <code>CART</code> cookie the first add sets; checkout
        reads that cookie. Orders under {formatMoney(data.minimumSubtotalCents)} cannot go to checkout. Open this page in
        two tabs: a change in one shows in the other.
      </p>
      <section aria-labelledby="cart-shelf-title">
        <h2 id="cart-shelf-title">Add from the shop</h2>
        <ul className="cart-demo-shelf">
          {data.products.map((product) => (
            <li key={product.variantId}>
              <span id={`shelf-${product.variantId}`} className="cart-demo-name">
                {product.name}
                {product.optionText !== '' && ` (${product.optionText})`}
              </span>
              <span>{product.soldOut ? 'Sold out' : formatMoney(product.priceCents)}</span>
              <ShelfQuantity product={product} />
            </li>
          ))}
        </ul>
      </section>
      {/* The full-page cart block: an island (its code fetched on this page only, when near); the element above is hydrated with the page. */}
      <Island of={cartPageIsland} props={{}} />
    </CartProvider>
  );
}
