import { assign, emit, fromPromise, setup } from 'xstate';
import type { Cart } from './codec.ts';
import { UNABLE_TO_ADD_ITEM, UNABLE_TO_REMOVE_ITEM, UNABLE_TO_UPDATE_QUANTITY } from './constants.ts';
import { checkoutRefusal, findEntry, INITIAL_CART_STATE, initialCartContext, isQuantity } from './logic.ts';

/** What the cart machine starts from: `createActor(cartMachine, { input })`. */
export interface CartInput {
  /** Prefix of the DOM ids `connect` derives; unique per page. */
  id?: string;
  /**
   * [STORE-042] The store's minimum order subtotal, in the cart currency's minor units (0: none).
   * A checkout below it is refused with the spec's message.
   */
  minimumSubtotalCents?: number;
}

/** What adding asks the backend for. */
export interface AddItemInput {
  productId: string;
  variantId: string;
  quantity: number;
}
export interface UpdateQuantityInput {
  entryId: string;
  quantity: number;
}
export interface RemoveItemInput {
  entryId: string;
}

/** What the cart machine remembers (`snapshot.context`). */
export interface CartContext {
  id: string;
  minimumSubtotalCents: number;
  /** The cart as last read from the backend (every field at its default before the first sync). */
  cart: Cart;
  /** [STORE-049] The cart has been read from the backend once: the element carries its initialized marker. */
  synced: boolean;
  /** [STORE-042] The message of the last action that failed, until the next action or DISMISS. */
  error: string | null;
  /** Quantities being typed, by entry id (text, as the field holds it). */
  drafts: Record<string, string>;
}

/** The events the cart machine accepts. */
export type CartEvent =
  /** Read the cart again (another tab changed it, the page came back into view, a retry). */
  | { type: 'SYNC' }
  | ({ type: 'ADD' } & AddItemInput)
  | ({ type: 'UPDATE_QUANTITY' } & UpdateQuantityInput)
  | ({ type: 'REMOVE' } & RemoveItemInput)
  /** The visitor types into an entry's quantity field. */
  | { type: 'EDIT_QUANTITY'; entryId: string; text: string }
  | { type: 'CHECKOUT' }
  /** Hide the message of the failed action. */
  | { type: 'DISMISS' };

export type CartEmitted =
  /** The cart allows checkout: the adapter starts the checkout entry (`checkoutMachine`'s START). */
  | { type: 'checkout' }
  /** This page changed the cart: other tabs should read it again. */
  | { type: 'cartChanged'; cart: Cart };

/** The actors the adapter provides; each resolves the cart as the backend answers it (decoded). */
const notProvided = (name: string) => () => Promise.reject(new Error(`cartMachine: provide the ${name} actor (adapters/browser/cart.ts)`));

/** The message of a failed request: the rejection's own text, when it has one. */
const failureText = (error: unknown): string => (error instanceof Error && error.message !== '' ? error.message : String(error));


/** The shopping cart: its entries, adding, changing quantities and removing through the commerce API. */
export const cartMachine = setup({
  types: {
    input: {} as CartInput,
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
  },
  actors: {
    fetchCart: fromPromise<Cart, void>(notProvided('fetchCart')),
    addItem: fromPromise<Cart, AddItemInput>(notProvided('addItem')),
    updateQuantity: fromPromise<Cart, UpdateQuantityInput>(notProvided('updateQuantity')),
    removeItem: fromPromise<Cart, RemoveItemInput>(notProvided('removeItem')),
  },
  guards: {
    neverSynced: ({ context }) => !context.synced,
    // A negative, fractional or absurd quantity never reaches the backend.
    canAdd: ({ event }) => event.type === 'ADD' && event.productId !== '' && event.variantId !== '' && isQuantity(event.quantity),
    canUpdate: ({ context, event }) => event.type === 'UPDATE_QUANTITY' && isQuantity(event.quantity) && findEntry(context.cart, event.entryId) !== undefined,
    canRemove: ({ context, event }) => event.type === 'REMOVE' && findEntry(context.cart, event.entryId) !== undefined,
    canCheckout: ({ context }) => checkoutRefusal(context.cart, context.minimumSubtotalCents) === null,
  },
  actions: {
    // [STORE-049] The first answer marks the cart synced (the element's initialized marker).
    takeCart: assign(({ event }) => ({ cart: (event as unknown as { output: Cart }).output, synced: true, error: null, drafts: {} })),
    announceChange: emit(({ event }) => ({ type: 'cartChanged' as const, cart: (event as unknown as { output: Cart }).output })),
    failSync: assign({ error: ({ event }) => failureText((event as unknown as { error: unknown }).error) }),
    // [STORE-042] Each failed action shows its own message from the catalogue.
    failAdd: assign({ error: UNABLE_TO_ADD_ITEM }),
    failUpdate: assign({ error: UNABLE_TO_UPDATE_QUANTITY }),
    failRemove: assign({ error: UNABLE_TO_REMOVE_ITEM }),
    refuseCheckout: assign({ error: ({ context }) => checkoutRefusal(context.cart, context.minimumSubtotalCents) }),
    startCheckout: emit({ type: 'checkout' as const }),
    clearError: assign({ error: null }),
    editDraft: assign({
      drafts: ({ context, event }) => (event.type === 'EDIT_QUANTITY' ? { ...context.drafts, [event.entryId]: event.text } : context.drafts),
    }),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => initialCartContext(input),
  initial: INITIAL_CART_STATE,
  on: {
    EDIT_QUANTITY: { actions: 'editDraft' },
    DISMISS: { actions: 'clearError' },
  },
  states: {
    // [STORE-049] Reading the cart from the backend (first at load, then when another tab changed
    // it or the page came back into view). A visitor's action is never dropped while the cart is
    // read: it starts its own request at once, and the read is abandoned (its answer, older than
    // the action's, is never taken: the action answers with the whole cart as it then stands).
    syncing: {
      on: {
        ADD: [{ guard: 'canAdd', target: 'adding' }, { actions: 'failAdd' }],
        UPDATE_QUANTITY: [{ guard: 'canUpdate', target: 'updating' }, { actions: 'failUpdate' }],
        REMOVE: [{ guard: 'canRemove', target: 'removing' }, { actions: 'failRemove' }],
      },
      invoke: {
        src: 'fetchCart',
        onDone: { target: 'ready', actions: 'takeCart' },
        // A cart read before stays shown; a first read that fails leaves the cart unavailable.
        onError: [{ guard: 'neverSynced', target: 'unavailable', actions: 'failSync' }, { target: 'ready', actions: 'failSync' }],
      },
    },
    // The first read failed: nothing to show but the message; adding may still make a cart.
    unavailable: {
      on: {
        SYNC: 'syncing',
        ADD: [{ guard: 'canAdd', target: 'adding' }, { actions: 'failAdd' }],
      },
    },
    // The cart as read; [STORE-048] with no items it shows the empty state (`connect`'s `empty`).
    ready: {
      on: {
        SYNC: 'syncing',
        ADD: [{ guard: 'canAdd', target: 'adding' }, { actions: 'failAdd' }],
        UPDATE_QUANTITY: [{ guard: 'canUpdate', target: 'updating' }, { actions: 'failUpdate' }],
        REMOVE: [{ guard: 'canRemove', target: 'removing' }, { actions: 'failRemove' }],
        CHECKOUT: [{ guard: 'canCheckout', actions: ['clearError', 'startCheckout'] }, { actions: 'refuseCheckout' }],
      },
    },
    adding: {
      entry: 'clearError',
      invoke: {
        src: 'addItem',
        input: ({ event }) => (event.type === 'ADD' ? { productId: event.productId, variantId: event.variantId, quantity: event.quantity } : { productId: '', variantId: '', quantity: 0 }),
        onDone: { target: 'ready', actions: ['takeCart', 'announceChange'] },
        // A cart never read stays unavailable; one read goes back to being shown.
        onError: [{ guard: 'neverSynced', target: 'unavailable', actions: 'failAdd' }, { target: 'ready', actions: 'failAdd' }],
      },
    },
    updating: {
      entry: 'clearError',
      invoke: {
        src: 'updateQuantity',
        input: ({ event }) => (event.type === 'UPDATE_QUANTITY' ? { entryId: event.entryId, quantity: event.quantity } : { entryId: '', quantity: 0 }),
        onDone: { target: 'ready', actions: ['takeCart', 'announceChange'] },
        onError: { target: 'ready', actions: 'failUpdate' },
      },
    },
    removing: {
      entry: 'clearError',
      invoke: {
        src: 'removeItem',
        input: ({ event }) => ({ entryId: event.type === 'REMOVE' ? event.entryId : '' }),
        onDone: { target: 'ready', actions: ['takeCart', 'announceChange'] },
        onError: { target: 'ready', actions: 'failRemove' },
      },
    },
  },
});
