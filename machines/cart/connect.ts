import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { cartCountLabel, cartCountText } from '../store/cart-count.ts';
import { cartAnatomy } from './anatomy.ts';
import { CART_PAGE_PATH } from './constants.ts';
import { cartItemCount, cartSubtotalText, INITIAL_CART_STATE, initialCartContext } from './logic.ts';
import type { CartEvent, CartInput, cartMachine } from './machine.ts';
import type { CartApi, CartState } from './types.ts';

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;
/**
 * What `connect` reads of a cart snapshot: its state and context. A running actor's snapshot is
 * one; so is the view a page shows before the cart's code has arrived (`initialCartView`).
 */
export type CartView = Pick<CartSnapshot, 'value' | 'context'>;

/** The view of a cart not started yet: what the server renders and the browser hydrates. */
export const initialCartView = (input: CartInput = {}): CartView => ({ value: INITIAL_CART_STATE, context: initialCartContext(input) });

/** '' for a boolean data attribute that is on, undefined (absent) when off. */
export const flag = (on: boolean): '' | undefined => (on ? '' : undefined);

/** The states in which this visitor's own request (add, quantity change, removal) is under way. */
const ACTING: readonly CartState[] = ['adding', 'updating', 'removing'];

/**
 * Pure view model of the cart for what every page shows: the template cart element and the add
 * buttons (the full-page cart's parts are `connectCartPage`'s, so a page without it carries none
 * of them). `normalize` adapts the props to the renderer.
 */
export function connect(snapshot: CartView, send: (event: CartEvent) => void, normalize: NormalizeProps): CartApi {
  const { id: rootId, cart, synced, error } = snapshot.context;
  const state = snapshot.value as CartState;
  const acting = ACTING.includes(state);
  const busy = acting || state === 'syncing';
  const count = cartItemCount(cart);
  // [STORE-048] Empty once read with no items (an unread cart is not known to be empty).
  const empty = synced && count === 0;
  const subtotal = cartSubtotalText(cart);
  const countLabel = cartCountLabel(count);
  // The actions wait only for this visitor's own request; a read of the cart under way does not
  // hold them (the machine takes an action during a read: two tabs adding at once both count).
  const disabled = acting ? ('true' as const) : undefined;

  return {
    state,
    initialized: synced,
    busy,
    empty,
    count,
    countText: cartCountText(count),
    countLabel,
    subtotal,
    error,
    getElementProps: () =>
      normalize({
        ...cartAnatomy.attrs('element'),
        id: cartAnatomy.id(rootId, 'element'),
        'data-state': state,
        // [STORE-049] The initialized marker, from the first sync on.
        'data-initialized': flag(synced),
        'data-empty': flag(empty),
      }),
    getLinkProps: () => normalize({ ...cartAnatomy.attrs('link'), href: CART_PAGE_PATH, 'aria-label': `Cart: ${countLabel}, ${subtotal}` }),
    getCountProps: () => normalize({ ...cartAnatomy.attrs('count'), 'aria-hidden': true as const }),
    getSubtotalProps: () => normalize({ ...cartAnatomy.attrs('subtotal'), 'aria-hidden': true as const }),
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
