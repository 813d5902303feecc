import '../../../ui/cart.css';
import { CartPage } from '../../../ui/CartPage.tsx';
import { WithSiteCart } from '../SiteCartRunner.tsx';

export interface CartSiteBlockProps {
  title: string;
  checkoutLabel: string;
}

/** The full-page cart block of the site: the page's one cart (its provider is the site's shell), checkout from it. */
export function CartSiteBlock({ title, checkoutLabel }: CartSiteBlockProps) {
  return (
    <WithSiteCart>
      <CartPage title={title} checkoutLabel={checkoutLabel} />
    </WithSiteCart>
  );
}
