import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { formatMoney } from '../store/money.ts';
import { cartCountLabel, cartCountText } from '../store/cart-count.ts';
import { cartAnatomy } from './anatomy.ts';
import { CART_PAGE_PATH, EMPTY_CART_MESSAGE } from './constants.ts';
import { cartCurrency, cartItemCount, cartSubtotalText, findEntry, lineTotalCents, parseQuantity } from './logic.ts';
import type { CartEvent, cartMachine } from './machine.ts';
import type { CartApi, CartState } from './types.ts';

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

const flag = (on: boolean): '' | undefined => (on ? '' : undefined);

/**
 * Pure view model of the cart for any renderer: the template cart element and the full-page
 * cart read the same snapshot. `normalize` adapts the props to the renderer.
 */
export function connect(snapshot: CartSnapshot, send: (event: CartEvent) => void, normalize: NormalizeProps): CartApi {
  const { id: rootId, cart, synced, error, drafts } = snapshot.context;
  const state = snapshot.value as CartState;
  const busy = state === 'syncing' || state === 'adding' || state === 'updating' || state === 'removing';
  const count = cartItemCount(cart);
  // [STORE-048] Empty once read with no items (an unread cart is not known to be empty).
  const empty = synced && count === 0;
  const currency = cartCurrency(cart);
  const subtotal = cartSubtotalText(cart);
  const countText = cartCountText(count);
  const countLabel = cartCountLabel(count);
  // The actions wait only for this visitor's own request; a read of the cart under way does not
  // hold them (the machine takes an action during a read: two tabs adding at once both count).
  const disabled = state === 'adding' || state === 'updating' || state === 'removing' ? ('true' as const) : undefined;
  // Checkout reads the cart as it stands: it waits for the read too.
  const checkoutDisabled = busy ? ('true' as const) : undefined;
  const id = (part: Parameters<typeof cartAnatomy.id>[1], key?: string) => cartAnatomy.id(rootId, part, key);
  const entries = cart.entries.map((entry) => ({
    entry,
    unitPrice: formatMoney(entry.unitPriceCents, currency),
    lineTotal: formatMoney(lineTotalCents(entry), currency),
  }));
  const draftOf = (entryId: string) => drafts[entryId] ?? String(findEntry(cart, entryId)?.quantity ?? '');

  return {
    state,
    initialized: synced,
    busy,
    empty,
    count,
    countText,
    countLabel,
    subtotal,
    error,
    emptyMessage: EMPTY_CART_MESSAGE,
    entries,
    getElementProps: () =>
      normalize({
        ...cartAnatomy.attrs('element'),
        id: id('element'),
        'data-state': state,
        // [STORE-049] The initialized marker, from the first sync on.
        'data-initialized': flag(synced),
        'data-empty': flag(empty),
      }),
    getLinkProps: () => normalize({ ...cartAnatomy.attrs('link'), href: CART_PAGE_PATH, 'aria-label': `Cart: ${countLabel}, ${subtotal}` }),
    getCountProps: () => normalize({ ...cartAnatomy.attrs('count'), 'aria-hidden': true as const }),
    getSubtotalProps: () => normalize({ ...cartAnatomy.attrs('subtotal'), 'aria-hidden': true as const }),
    getPageProps: () =>
      normalize({
        ...cartAnatomy.attrs('page'),
        id: id('page'),
        'aria-busy': busy,
        'data-state': state,
        'data-initialized': flag(synced),
        'data-empty': flag(empty),
      }),
    getErrorProps: () => normalize({ ...cartAnatomy.attrs('error'), role: 'alert' as const, hidden: error === null }),
    getEmptyProps: () => normalize({ ...cartAnatomy.attrs('empty'), hidden: !empty }),
    getDismissTriggerProps: () => normalize({ ...cartAnatomy.attrs('dismiss-trigger'), type: 'button' as const, 'aria-label': 'Dismiss the message', onClick: () => send({ type: 'DISMISS' }) }),
    getRetryTriggerProps: () => normalize({ ...cartAnatomy.attrs('retry-trigger'), type: 'button' as const, hidden: state !== 'unavailable', onClick: () => send({ type: 'SYNC' }) }),
    getEntriesProps: () => normalize({ ...cartAnatomy.attrs('entries'), 'aria-label': 'Items in your cart' }),
    getEntryProps: (entryId) => normalize({ ...cartAnatomy.attrs('entry'), id: id('entry', entryId), 'data-entry-id': entryId }),
    getEntryNameProps: (entryId) => normalize({ ...cartAnatomy.attrs('entry-name'), id: id('entry-name', entryId) }),
    getUnitPriceProps: () => normalize({ ...cartAnatomy.attrs('unit-price') }),
    getLineTotalProps: () => normalize({ ...cartAnatomy.attrs('line-total') }),
    getQuantityFormProps: (entryId) =>
      normalize({
        ...cartAnatomy.attrs('quantity-form'),
        // The machine judges the quantity (and says so with the spec's message), not the browser.
        noValidate: true,
        onSubmit: (event) => {
          event.preventDefault();
          // [STORE-042] A quantity that is no positive whole number is refused by the machine.
          send({ type: 'UPDATE_QUANTITY', entryId, quantity: parseQuantity(draftOf(entryId)) });
        },
      }),
    getQuantityInputProps: (entryId) =>
      normalize({
        ...cartAnatomy.attrs('quantity-input'),
        id: id('quantity-input', entryId),
        name: 'quantity' as const,
        type: 'number' as const,
        inputMode: 'numeric' as const,
        min: 1,
        step: 1,
        value: draftOf(entryId),
        'aria-label': `Quantity of ${findEntry(cart, entryId)?.productName ?? 'this item'}`,
        onChange: (event) => send({ type: 'EDIT_QUANTITY', entryId, text: event.currentTarget.value }),
      }),
    getUpdateTriggerProps: (entryId) =>
      normalize({ ...cartAnatomy.attrs('update-trigger'), type: 'submit' as const, 'aria-disabled': disabled, 'aria-describedby': id('entry-name', entryId) }),
    getRemoveTriggerProps: (entryId) =>
      normalize({
        ...cartAnatomy.attrs('remove-trigger'),
        type: 'button' as const,
        'aria-disabled': disabled,
        'aria-describedby': id('entry-name', entryId),
        onClick: () => send({ type: 'REMOVE', entryId }),
      }),
    getSummaryProps: () => normalize({ ...cartAnatomy.attrs('summary') }),
    getCheckoutTriggerProps: () =>
      normalize({ ...cartAnatomy.attrs('checkout-trigger'), type: 'button' as const, 'aria-disabled': checkoutDisabled, onClick: () => send({ type: 'CHECKOUT' }) }),
    getAddTriggerProps: (item) =>
      normalize({
        ...cartAnatomy.attrs('add-trigger'),
        type: 'button' as const,
        'aria-disabled': disabled,
        'data-variant-id': item.variantId,
        onClick: () => send({ type: 'ADD', ...item }),
      }),
  };
}
