import '../../ui/cart.css';
import '../site/site.css';
import '../site/cart-demo.css';
import { MINIMUM_SUBTOTAL_CENTS } from '../content/store-products.mjs';
import { renderCartElement, renderCartPage, startCart } from './render-cart.ts';

// The full-page cart and the cart element without React: the same cartMachine, connect and
// example backend as /demo/cart (the same cart, by its CART cookie).
const { actor } = startCart(MINIMUM_SUBTOTAL_CENTS);
const element = document.querySelector<HTMLElement>('[data-cart-element]');
const page = document.querySelector<HTMLElement>('[data-cart-page]');
if (element) renderCartElement(element, actor);
if (page) renderCartPage(page, actor);
