import '../../ui/cart.css';
import '../site/site.css';
import '../site/cart-demo.css';
import { MINIMUM_SUBTOTAL_CENTS, seedProducts } from '../content/store-products.mjs';
import { formatMoney } from '../../machines/store/money.ts';
import { renderCartElement, renderCartPage, renderCartShelf, startCart } from './render-cart.ts';

// The full-page cart and the cart element without React: the same cartMachine, connect and
// example backend as /demo/cart (the same cart, by its CART cookie).
const { actor } = startCart(MINIMUM_SUBTOTAL_CENTS);
const element = document.querySelector<HTMLElement>('[data-cart-element]');
const page = document.querySelector<HTMLElement>('[data-cart-page]');
if (element) renderCartElement(element, actor);
if (page) renderCartPage(page, actor);

// A shelf of the example catalogue's in-stock products to add from (the React page's shelf).
const shelf = document.querySelector<HTMLElement>('[data-cart-shelf]');
if (shelf) {
  const items = seedProducts
    .filter((product) => (product.workflowState ?? 'PUBLISHED') === 'PUBLISHED' && product.productType !== 'DIGITAL')
    .flatMap((product) =>
      product.variants
        .filter((variant) => variant.unlimited || variant.qtyInStock > 0)
        .map((variant) => ({ productId: product.id, variantId: variant.id, name: product.name, priceText: formatMoney(variant.onSale ? (variant.salePrice ?? variant.price) : variant.price) })),
    );
  renderCartShelf(shelf, actor, items);
}
