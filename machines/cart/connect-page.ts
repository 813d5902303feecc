import type { NormalizeProps } from '../shared/normalize.ts';
import { formatMoney } from '../store/money.ts';
import { cartAnatomy } from './anatomy.ts';
import { connect, flag, type CartView } from './connect.ts';
import { EMPTY_CART_MESSAGE } from './constants.ts';
import { cartCurrency, findEntry, lineTotalCents, parseQuantity } from './logic.ts';
import type { CartEvent } from './machine.ts';
import type { CartPageApi } from './types.ts';

/**
 * Pure view model of the full-page cart [STORE-045]: what `connect` gives the cart element and
 * the add buttons, and the page's parts (entries, quantity forms, removal, messages, checkout).
 * Only a page that holds the full-page cart loads it.
 */
export function connectCartPage(snapshot: CartView, send: (event: CartEvent) => void, normalize: NormalizeProps): CartPageApi {
  const base = connect(snapshot, send, normalize);
  const { id: rootId, cart, synced, drafts } = snapshot.context;
  const { state, busy, empty, error } = base;
  const disabled = state === 'adding' || state === 'updating' || state === 'removing' ? ('true' as const) : undefined;
  // Checkout reads the cart as it stands: it waits for the read too.
  const checkoutDisabled = busy ? ('true' as const) : undefined;
  const id = (part: Parameters<typeof cartAnatomy.id>[1], key?: string) => cartAnatomy.id(rootId, part, key);
  const currency = cartCurrency(cart);
  const entries = cart.entries.map((entry) => ({
    entry,
    unitPrice: formatMoney(entry.unitPriceCents, currency),
    lineTotal: formatMoney(lineTotalCents(entry), currency),
  }));
  const draftOf = (entryId: string) => drafts[entryId] ?? String(findEntry(cart, entryId)?.quantity ?? '');

  return {
    ...base,
    emptyMessage: EMPTY_CART_MESSAGE,
    entries,
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
  };
}
