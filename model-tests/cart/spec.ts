import { assign, setup } from 'xstate';

/**
 * The cart as a visitor meets it, stated apart from `cartMachine` (STORE-042, STORE-044,
 * STORE-046..049): the cart is read at load, then items are added, their quantity changed and
 * removed, each through a request the model answers explicitly (the backend's cart, or an HTML
 * page where JSON was expected). One product, a sticker at $1.50, and a store minimum of
 * $10.00 for checkout, so both checkout refusals and a checkout are reachable.
 */
export interface CartModelConfig {
  name: string;
  /** The product the visitor adds. */
  productId: string;
  variantId: string;
  unitPriceCents: number;
  /** The store's minimum subtotal for checkout. */
  minimumSubtotalCents: number;
  /** Events a page cannot produce (a remove for an entry the cart no longer holds): machine runs only. */
  machineOnly: boolean;
}

export type CartModelEvent =
  /** The request under way is answered: the backend's cart. */
  | { type: 'ANSWER_OK' }
  /** The request under way is answered with an HTML page instead of JSON. */
  | { type: 'ANSWER_HTML' }
  /** Add one item. */
  | { type: 'ADD' }
  /** Ask to add a bad quantity (-1): refused before any request. */
  | { type: 'ADD_INVALID' }
  /** Type a new quantity for the entry and press Update: 7 (or 1 when it holds 7). */
  | { type: 'UPDATE' }
  /** Type a fractional quantity (1.5) and press Update: refused before any request. */
  | { type: 'UPDATE_INVALID' }
  | { type: 'REMOVE' }
  /** A remove for an entry the cart does not hold (machine runs only). */
  | { type: 'REMOVE_GONE' }
  | { type: 'CHECKOUT' }
  /** Read the cart again: another tab's change, or Try again after a failed first read. */
  | { type: 'REFRESH' }
  | { type: 'DISMISS' };

export type CartModelState = 'syncing' | 'unavailable' | 'empty' | 'filled' | 'adding' | 'updating' | 'removing' | 'checkout';

/** The spec state's top-level name (`filled` for any of its children). */
export const topState = (value: unknown): CartModelState => (typeof value === 'string' ? value : Object.keys(value as object)[0]) as CartModelState;

/** What every renderer must show. */
export interface CartView {
  /** The cart machine's state; 'checkout' means the page went to the checkout route. */
  state: CartModelState;
  /** [STORE-049] The element's initialized marker. */
  initialized: boolean;
  /** The entry's quantity (0: no entry). */
  quantity: number;
  /** [STORE-044] The element's count and subtotal as shown. */
  countText: string;
  subtotal: string;
  /** The message shown: the catalogue's text, 'PARSE' for the data layer's parse message (NET-009), or null. */
  error: string | null;
}

interface SpecContext {
  quantity: number;
  /** The quantity the request under way would leave. */
  pending: number;
  synced: boolean;
  error: string | null;
}

// The messages, written out as the spec gives them (STORE-042).
const UNABLE_TO_ADD = 'Unable to add item';
const UNABLE_TO_UPDATE = 'Unable to update quantity';
const UNABLE_TO_REMOVE = 'Unable to remove item';
const EMPTY = 'You have nothing in your shopping cart.';

/** The quantity UPDATE types: 7 (over the minimum), or back to 1. */
export const updatedQuantity = (quantity: number) => (quantity === 7 ? 1 : 7);

type Guard = 'pending0' | 'pending1' | 'pending2' | 'quantity0' | 'quantity1' | 'quantity2' | 'neverSynced';
type Action = 'take' | 'parseFailure' | 'failAdd' | 'failUpdate' | 'failRemove';

/**
 * To the state of the cart the answer leaves (`pending`) or the cart held before (`quantity`):
 * empty, or filled with one, two or seven stickers.
 */
function toCart(of: 'pending' | 'quantity', actions: Action) {
  const is = (n: 0 | 1 | 2): Guard => (of === 'pending' ? `pending${n}` : `quantity${n}`);
  return [
    { guard: is(0), target: '#cartSpec.empty', actions },
    { guard: is(1), target: '#cartSpec.filled.one', actions },
    { guard: is(2), target: '#cartSpec.filled.two', actions },
    { target: '#cartSpec.filled.seven', actions },
  ];
}

/** To the read of the cart, by the cart shown (`syncing`'s children). */
function toSyncing() {
  return [
    { guard: 'neverSynced' as const, target: '#cartSpec.syncing.first', actions: 'startSync' as const },
    { guard: 'quantity0' as const, target: '#cartSpec.syncing.none', actions: 'startSync' as const },
    { guard: 'quantity1' as const, target: '#cartSpec.syncing.one', actions: 'startSync' as const },
    { target: '#cartSpec.syncing.more', actions: 'startSync' as const },
  ];
}

export function createCartSpec(config: CartModelConfig) {
  const minimumText = `$${(config.minimumSubtotalCents / 100).toFixed(2)}`;
  const underMinimum = `To check out, your order subtotal must be ${minimumText} or more.`;
  return setup({
    types: { context: {} as SpecContext, events: {} as CartModelEvent },
    guards: {
      pending0: ({ context }) => context.pending === 0,
      pending1: ({ context }) => context.pending === 1,
      pending2: ({ context }) => context.pending === 2,
      quantity0: ({ context }) => context.quantity === 0,
      quantity1: ({ context }) => context.quantity === 1,
      quantity2: ({ context }) => context.quantity === 2,
      neverSynced: ({ context }) => !context.synced,
      meetsMinimum: ({ context }) => context.quantity * config.unitPriceCents >= config.minimumSubtotalCents,
      hasError: ({ context }) => context.error !== null,
    },
    actions: {
      take: assign(({ context }) => ({ quantity: context.pending, synced: true, error: null })),
      parseFailure: assign({ error: 'PARSE', pending: ({ context }) => context.quantity }),
      failAdd: assign({ error: UNABLE_TO_ADD, pending: ({ context }) => context.quantity }),
      failUpdate: assign({ error: UNABLE_TO_UPDATE, pending: ({ context }) => context.quantity }),
      failRemove: assign({ error: UNABLE_TO_REMOVE, pending: ({ context }) => context.quantity }),
      startAdd: assign({ pending: ({ context }) => context.quantity + 1, error: null }),
      startUpdate: assign({ pending: ({ context }) => updatedQuantity(context.quantity), error: null }),
      startRemove: assign({ pending: 0, error: null }),
      startSync: assign({ pending: ({ context }) => context.quantity }),
      refuseAdd: assign({ error: UNABLE_TO_ADD }),
      refuseUpdate: assign({ error: UNABLE_TO_UPDATE }),
      refuseRemove: assign({ error: UNABLE_TO_REMOVE }),
      refuseEmpty: assign({ error: EMPTY }),
      refuseMinimum: assign({ error: underMinimum }),
      dismiss: assign({ error: null }),
    },
  }).createMachine({
    id: 'cartSpec',
    context: { quantity: 0, pending: 0, synced: false, error: null },
    initial: 'syncing',
    states: {
      // The cart is read (at load, another tab's change, a retry). Once a cart has been shown,
      // the visitor's actions go on at once, the read abandoned, and a refused one shows its
      // message (two tabs adding at once both count). Split by the cart shown, as `filled` is:
      // the first read offers nothing to press (a page cannot press before it hydrates), an empty
      // cart only adding, and one more may be added to a cart of one (the explored carts stay small).
      syncing: {
        initial: 'first',
        states: {
          first: {},
          none: { on: { ADD: { target: '#cartSpec.adding', actions: 'startAdd' }, ADD_INVALID: { actions: 'refuseAdd' } } },
          one: {
            on: {
              ADD: { target: '#cartSpec.adding', actions: 'startAdd' },
              ADD_INVALID: { actions: 'refuseAdd' },
              UPDATE: { target: '#cartSpec.updating', actions: 'startUpdate' },
              UPDATE_INVALID: { actions: 'refuseUpdate' },
              REMOVE: { target: '#cartSpec.removing', actions: 'startRemove' },
            },
          },
          more: {
            on: {
              ADD_INVALID: { actions: 'refuseAdd' },
              UPDATE: { target: '#cartSpec.updating', actions: 'startUpdate' },
              UPDATE_INVALID: { actions: 'refuseUpdate' },
              REMOVE: { target: '#cartSpec.removing', actions: 'startRemove' },
            },
          },
        },
        on: {
          // A remove for an entry the cart does not hold (machine runs only).
          ...(config.machineOnly ? { REMOVE_GONE: { actions: 'refuseRemove' as const } } : {}),
          DISMISS: { guard: 'hasError', actions: 'dismiss' },
          ANSWER_OK: toCart('pending', 'take'),
          // A failed first read leaves the cart unavailable; a later one keeps the cart shown.
          ANSWER_HTML: [{ guard: 'neverSynced', target: 'unavailable', actions: 'parseFailure' }, ...toCart('quantity', 'parseFailure')],
        },
      },
      unavailable: {
        on: {
          REFRESH: toSyncing(),
          ADD: { target: 'adding', actions: 'startAdd' },
          ADD_INVALID: { actions: 'refuseAdd' },
          DISMISS: { guard: 'hasError', actions: 'dismiss' },
        },
      },
      // [STORE-048] No items: the empty state.
      empty: {
        on: {
          REFRESH: toSyncing(),
          ADD: { target: 'adding', actions: 'startAdd' },
          ADD_INVALID: { actions: 'refuseAdd' },
          CHECKOUT: { actions: 'refuseEmpty' },
          DISMISS: { guard: 'hasError', actions: 'dismiss' },
        },
      },
      filled: {
        on: {
          REFRESH: toSyncing(),
          ADD_INVALID: { actions: 'refuseAdd' },
          UPDATE: { target: 'updating', actions: 'startUpdate' },
          UPDATE_INVALID: { actions: 'refuseUpdate' },
          REMOVE: { target: 'removing', actions: 'startRemove' },
          REMOVE_GONE: { actions: 'refuseRemove' },
          CHECKOUT: [{ guard: 'meetsMinimum', target: 'checkout', actions: 'dismiss' }, { actions: 'refuseMinimum' }],
          DISMISS: { guard: 'hasError', actions: 'dismiss' },
        },
        // One more may be added to a cart of one (the explored carts stay small).
        initial: 'one',
        states: {
          one: { on: { ADD: { target: '#cartSpec.adding', actions: 'startAdd' } } },
          two: {},
          seven: {},
        },
      },
      adding: {
        on: {
          ANSWER_OK: toCart('pending', 'take'),
          // A failed add leaves the cart where it was: unavailable when it was never read.
          ANSWER_HTML: [{ guard: 'neverSynced', target: 'unavailable', actions: 'failAdd' }, ...toCart('quantity', 'failAdd')],
        },
      },
      updating: { on: { ANSWER_OK: toCart('pending', 'take'), ANSWER_HTML: toCart('quantity', 'failUpdate') } },
      removing: { on: { ANSWER_OK: toCart('pending', 'take'), ANSWER_HTML: toCart('quantity', 'failRemove') } },
      // The page went to the checkout route.
      checkout: { type: 'final' },
    },
  });
}

export type CartSpec = ReturnType<typeof createCartSpec>;
