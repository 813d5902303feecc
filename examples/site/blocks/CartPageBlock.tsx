import '../../../ui/cart.css';
import { CartPage } from '../../../ui/CartPage.tsx';

/** [STORE-045] The full-page cart block: the cart of the page's `CartProvider`, mounted in its root element. */
export function CartPageBlock() {
  return <CartPage />;
}
