import type { CartEntry } from './codec.ts';
import type { AddItemInput } from './machine.ts';

/** The cart's view state: where `cartMachine` is. */
export type CartState = 'syncing' | 'unavailable' | 'ready' | 'adding' | 'updating' | 'removing';

/** The part of a form submit event the quantity form reads. */
export interface SubmitEventLike {
  preventDefault(): void;
}
/** The part of an input's change event the quantity field reads. */
export interface ChangeEventLike {
  currentTarget: { value: string };
}

type Scoped<Part extends string> = { 'data-scope': 'cart'; 'data-part': Part };
type Flag = '' | undefined;

/** An entry as the full-page cart shows it. */
export interface CartEntryView {
  entry: CartEntry;
  /** The unit price, formatted in the cart's currency. */
  unitPrice: string;
  /** Quantity times unit price, formatted. */
  lineTotal: string;
}

/** The cart's view model (`connect`'s result) for any renderer: the cart element and the add buttons. */
export interface CartApi {
  state: CartState;
  /** [STORE-049] The cart has been read from the backend once. */
  initialized: boolean;
  /** A request is under way (a read included): checkout waits for it; add, quantity change and removal wait only for an action under way. */
  busy: boolean;
  /** [STORE-048] No items in the cart. */
  empty: boolean;
  /** [STORE-044] The item count. */
  count: number;
  /** [STORE-046] The count as shown: '100+' above 100. */
  countText: string;
  /** [STORE-047] The count as spoken: more than 100 items above 100. */
  countLabel: string;
  /** [STORE-044] The subtotal, formatted in the cart's currency. */
  subtotal: string;
  /** [STORE-042] The message of the action that failed, or null. */
  error: string | null;

  /** [STORE-044] [STORE-049] The template cart element: initialized marker, empty state. */
  getElementProps(): Scoped<'element'> & { id: string; 'data-state': CartState; 'data-initialized': Flag; 'data-empty': Flag };
  /** [STORE-044] The element's link to the cart page, labelled with the spoken count and subtotal. */
  getLinkProps(): Scoped<'link'> & { href: string; 'aria-label': string };
  /** [STORE-046] The visible count (hidden from speech: the link's label says it). */
  getCountProps(): Scoped<'count'> & { 'aria-hidden': true };
  getSubtotalProps(): Scoped<'subtotal'> & { 'aria-hidden': true };

  /** A product card's add button. */
  getAddTriggerProps(item: AddItemInput): Scoped<'add-trigger'> & { type: 'button'; 'aria-disabled': 'true' | undefined; 'data-variant-id': string; onClick(): void };
}

/** The full-page cart's view model (`connectCartPage`'s result) [STORE-045]: the cart's, and the page's parts. */
export interface CartPageApi extends CartApi {
  /** [STORE-042] [STORE-048] The empty cart's text. */
  emptyMessage: string;
  entries: readonly CartEntryView[];

  /** [STORE-045] The full-page cart's root element. */
  getPageProps(): Scoped<'page'> & { id: string; 'aria-busy': boolean; 'data-state': CartState; 'data-initialized': Flag; 'data-empty': Flag };
  /** [STORE-042] The failed action's message: an alert, hidden when there is none. */
  getErrorProps(): Scoped<'error'> & { role: 'alert'; hidden: boolean };
  /** Hides the failed action's message. */
  getDismissTriggerProps(): Scoped<'dismiss-trigger'> & { type: 'button'; 'aria-label': string; onClick(): void };
  /** Reads the cart again after a first read failed (shown only then). */
  getRetryTriggerProps(): Scoped<'retry-trigger'> & { type: 'button'; hidden: boolean; onClick(): void };
  /** [STORE-048] The empty state, hidden while the cart has items (or is not read yet). */
  getEmptyProps(): Scoped<'empty'> & { hidden: boolean };
  getEntriesProps(): Scoped<'entries'> & { 'aria-label': string };
  getEntryProps(entryId: string): Scoped<'entry'> & { id: string; 'data-entry-id': string };
  getEntryNameProps(entryId: string): Scoped<'entry-name'> & { id: string };
  getUnitPriceProps(entryId: string): Scoped<'unit-price'>;
  getLineTotalProps(entryId: string): Scoped<'line-total'>;
  /** The quantity form of an entry: submitting it (its button, Enter) asks for the typed quantity. */
  getQuantityFormProps(entryId: string): Scoped<'quantity-form'> & { noValidate: true; onSubmit(event: SubmitEventLike): void };
  getQuantityInputProps(entryId: string): Scoped<'quantity-input'> & {
    id: string;
    name: 'quantity';
    type: 'number';
    inputMode: 'numeric';
    min: number;
    step: number;
    value: string;
    'aria-label': string;
    onChange(event: ChangeEventLike): void;
  };
  getUpdateTriggerProps(entryId: string): Scoped<'update-trigger'> & { type: 'submit'; 'aria-disabled': 'true' | undefined; 'aria-describedby': string };
  getRemoveTriggerProps(entryId: string): Scoped<'remove-trigger'> & { type: 'button'; 'aria-disabled': 'true' | undefined; 'aria-describedby': string; onClick(): void };
  getSummaryProps(): Scoped<'summary'>;
  /** Checkout: the cart machine refuses an empty cart or one under the minimum, else starts checkout. */
  getCheckoutTriggerProps(): Scoped<'checkout-trigger'> & { type: 'button'; 'aria-disabled': 'true' | undefined; onClick(): void };
}
