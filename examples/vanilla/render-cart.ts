import { createActor } from 'xstate';
import { bindCart, browserCartMachine, type CartActor } from '../../adapters/browser/cart.ts';
import { bindCheckoutEffects } from '../../adapters/browser/checkout.ts';
import { readCookies } from '../../adapters/browser/cookies.ts';
import { createDataLayer } from '../../adapters/browser/data-layer.ts';
import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import type { Cart } from '../../machines/cart/codec.ts';
import { connect } from '../../machines/cart/connect.ts';
import { connectCartPage } from '../../machines/cart/connect-page.ts';
import { parseQuantity } from '../../machines/cart/logic.ts';
import { checkoutMachine } from '../../machines/checkout/machine.ts';
import { el } from './dom.ts';

/** One cart actor for the page (requests over the data layer), its checkout the page's checkout entry. */
export function startCart(minimumSubtotalCents: number): { actor: CartActor; stop(): void } {
  const actor = createActor(browserCartMachine(createDataLayer()), { input: { minimumSubtotalCents } });
  const checkout = createActor(checkoutMachine, { input: { cookies: {}, inFrame: false } });
  const unbindCheckout = bindCheckoutEffects(checkout);
  checkout.start();
  const unbindCart = bindCart(actor, { startCheckout: () => checkout.send({ type: 'START', cookies: readCookies() }) });
  actor.start();
  return {
    actor,
    stop() {
      unbindCart();
      unbindCheckout();
      actor.stop();
      checkout.stop();
    },
  };
}

const api = (actor: CartActor) => connect(actor.getSnapshot(), actor.send, normalizeProps);
const pageApi = (actor: CartActor) => connectCartPage(actor.getSnapshot(), actor.send, normalizeProps);

/** [STORE-044] The template cart element, rendered with plain DOM from the same `connect` as React's. */
export function renderCartElement(container: HTMLElement, actor: CartActor): () => void {
  const root = el('div');
  const link = el('a');
  const count = el('span');
  const subtotal = el('span');
  link.append(count, subtotal);
  root.append(link);
  const render = () => {
    const view = api(actor);
    spreadProps(root, view.getElementProps());
    spreadProps(link, view.getLinkProps());
    spreadProps(count, view.getCountProps());
    spreadProps(subtotal, view.getSubtotalProps());
    count.textContent = view.countText;
    subtotal.textContent = view.subtotal;
  };
  const subscription = actor.subscribe(render);
  render();
  container.replaceChildren(root);
  return () => subscription.unsubscribe();
}

/** [STORE-045] The full-page cart mounted in its root element, with plain DOM. */
export function renderCartPage(container: HTMLElement, actor: CartActor): () => void {
  const page = el('section');
  const heading = el('h2', undefined, 'Shopping cart');
  const error = el('div');
  const errorText = el('span');
  const dismiss = el('button', undefined, '×');
  error.append(errorText, dismiss);
  const retry = el('button', undefined, 'Try again');
  const empty = el('p');
  const list = el('ul');
  const summary = el('div');
  const subtotalLine = el('p');
  const checkout = el('button', undefined, 'Checkout');
  summary.append(subtotalLine, checkout);
  page.append(heading, error, retry, empty, list, summary);
  let shownCart: Cart | undefined;
  let rows: { entryId: string; row: HTMLLIElement; name: HTMLSpanElement; unit: HTMLSpanElement; form: HTMLFormElement; input: HTMLInputElement; update: HTMLButtonElement; total: HTMLSpanElement; remove: HTMLButtonElement }[] = [];

  const render = () => {
    const view = pageApi(actor);
    const pageProps = view.getPageProps();
    spreadProps(page, pageProps);
    heading.id = `${pageProps.id}-title`;
    page.setAttribute('aria-labelledby', heading.id);
    spreadProps(error, view.getErrorProps());
    errorText.textContent = view.error ?? '';
    spreadProps(dismiss, view.getDismissTriggerProps());
    spreadProps(retry, view.getRetryTriggerProps());
    spreadProps(empty, view.getEmptyProps());
    empty.textContent = view.emptyMessage;
    // Rows are made again only when the cart itself changed: typing keeps its field.
    const cart = actor.getSnapshot().context.cart;
    if (cart !== shownCart) {
      shownCart = cart;
      rows = view.entries.map(({ entry }) => {
        const row = el('li');
        const text = el('div', 'sm-cart-entry-text');
        const name = el('span', undefined, entry.productName);
        const unit = el('span');
        text.append(name, ...(entry.optionText === '' ? [] : [el('span', 'sm-cart-options', entry.optionText)]), unit);
        const form = el('form');
        const input = el('input');
        const update = el('button', undefined, 'Update');
        form.append(input, update);
        const total = el('span');
        const remove = el('button', undefined, 'Remove');
        row.append(text, form, total, remove);
        return { entryId: entry.id, row, name, unit, form, input, update, total, remove };
      });
      list.replaceChildren(...rows.map(({ row }) => row));
      list.hidden = rows.length === 0;
    }
    spreadProps(list, view.getEntriesProps());
    for (const row of rows) {
      const line = view.entries.find(({ entry }) => entry.id === row.entryId);
      spreadProps(row.row, view.getEntryProps(row.entryId));
      spreadProps(row.name, view.getEntryNameProps(row.entryId));
      spreadProps(row.unit, view.getUnitPriceProps(row.entryId));
      row.unit.textContent = `${line?.unitPrice ?? ''} each`;
      spreadProps(row.form, view.getQuantityFormProps(row.entryId));
      spreadProps(row.input, view.getQuantityInputProps(row.entryId));
      spreadProps(row.update, view.getUpdateTriggerProps(row.entryId));
      spreadProps(row.total, view.getLineTotalProps(row.entryId));
      row.total.textContent = line?.lineTotal ?? '';
      spreadProps(row.remove, view.getRemoveTriggerProps(row.entryId));
    }
    spreadProps(summary, view.getSummaryProps());
    subtotalLine.textContent = `Subtotal ${view.subtotal}`;
    spreadProps(checkout, view.getCheckoutTriggerProps());
  };
  const subscription = actor.subscribe(render);
  render();
  container.replaceChildren(page);
  return () => subscription.unsubscribe();
}

/** A product a shelf offers: its ids, name and price text as the page's data gives them. */
export interface ShelfItem {
  productId: string;
  variantId: string;
  name: string;
  priceText: string;
}

/**
 * A shelf of products to add from, with plain DOM: a quantity field and the add trigger of the
 * same `connect` as React's `AddToCartButton` (a bad quantity is refused by the machine).
 */
export function renderCartShelf(container: HTMLElement, actor: CartActor, items: readonly ShelfItem[]): () => void {
  const list = el('ul', 'cart-demo-shelf');
  const rows = items.map((item) => {
    const name = el('span', 'cart-demo-name', item.name);
    name.id = `shelf-${item.variantId}`;
    const field = el('span', 'cart-demo-add');
    const label = el('label', undefined, 'Qty');
    const input = el('input');
    input.id = `shelf-quantity-${item.variantId}`;
    label.htmlFor = input.id;
    Object.assign(input, { type: 'number', inputMode: 'numeric', min: '1', step: '1', value: '1' });
    const button = el('button', undefined, 'Add to cart');
    field.append(label, input, button);
    const row = el('li');
    row.append(name, el('span', undefined, item.priceText), field);
    list.append(row);
    return { item, input, button };
  });
  const render = () => {
    const view = api(actor);
    for (const { item, input, button } of rows) {
      spreadProps(button, view.getAddTriggerProps({ productId: item.productId, variantId: item.variantId, quantity: parseQuantity(input.value) }));
      button.setAttribute('aria-describedby', `shelf-${item.variantId}`);
    }
  };
  for (const { input } of rows) input.addEventListener('input', render);
  const subscription = actor.subscribe(render);
  render();
  container.replaceChildren(list);
  return () => subscription.unsubscribe();
}
