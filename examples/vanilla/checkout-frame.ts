import '../site/site.css';
import { decodeCheckoutButton } from '../../machines/checkout/codec.ts';
import { checkoutButtons } from '../content/checkout-demo.ts';
import { renderCheckoutButton } from './render-checkout-button.ts';

// The demo's checkout buttons rendered without React; inside the demo page's frame they open
// the routes in the top window (CHK-005).
const container = document.querySelector<HTMLElement>('[data-checkout-buttons]');
for (const { label, dataset } of checkoutButtons) {
  const decoded = decodeCheckoutButton(dataset);
  if (!decoded.ok) console.warn(`Checkout button "${label}" has invalid data`, decoded.details);
  else if (container) container.append(renderCheckoutButton(label, decoded.data));
}
