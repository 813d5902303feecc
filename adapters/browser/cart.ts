import { createActor, fromPromise, type Actor, type InspectionEvent } from 'xstate';
import { decodeCart, type Cart } from '../../machines/cart/codec.ts';
import { COMMERCE_API } from '../../machines/cart/constants.ts';
import { cartMachine, type AddItemInput, type CartInput, type RemoveItemInput, type UpdateQuantityInput } from '../../machines/cart/machine.ts';
import type { DataLayer } from './data-layer.ts';

export type CartActor = Actor<typeof cartMachine>;

/** A cart answer that is not a cart (wrong types, an HTML page): the request failed. */
export class CartAnswerError extends Error {
  readonly details: string[];
  constructor(details: string[]) {
    super(`The cart answer is not a cart: ${details.slice(0, 3).join('; ')}`);
    this.name = 'CartAnswerError';
    this.details = details;
  }
}

/** The cart an answer holds, decoded at the edge (STORE-041), or a rejection with the reasons. */
function cartOf(answer: unknown, warn: (message: string) => void): Cart {
  const decoded = decodeCart(answer, warn);
  if (!decoded.ok) throw new CartAnswerError(decoded.details);
  return decoded.data;
}

/**
 * The cart machine's requests over the data layer (crumb, retries, status messages: document 000
 * §7–§8), each answer decoded with the cart codec. The example backend's routes are the
 * default; another backend passes its own paths.
 */
export function cartActors(dataLayer: DataLayer, { paths = COMMERCE_API, warn = (message: string) => console.warn(message) }: { paths?: typeof COMMERCE_API; warn?: (message: string) => void } = {}) {
  return {
    fetchCart: fromPromise<Cart, void>(async ({ signal }) => cartOf(await dataLayer.get(paths.cart, { signal }), warn)),
    addItem: fromPromise<Cart, AddItemInput>(async ({ input, signal }) => cartOf(await dataLayer.post(paths.add, { json: input, signal }), warn)),
    updateQuantity: fromPromise<Cart, UpdateQuantityInput>(async ({ input, signal }) => cartOf(await dataLayer.post(paths.updateQuantity, { json: input, signal }), warn)),
    removeItem: fromPromise<Cart, RemoveItemInput>(async ({ input, signal }) => cartOf(await dataLayer.post(paths.remove, { json: input, signal }), warn)),
  };
}

/** The cart machine with the browser's requests provided. */
export const browserCartMachine = (dataLayer: DataLayer, options?: Parameters<typeof cartActors>[1]) => cartMachine.provide({ actors: cartActors(dataLayer, options) });

/** The channel tabs of one site tell each other that the cart changed on. */
export const CART_CHANNEL = 'site-machines-cart';

export interface CartEnvironment {
  /** Starts checkout when the cart allows it (the page's `checkoutMachine` START, reading the CART cookie). */
  startCheckout?(): void;
  /** The page's document (visibility); default `document`. */
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  /** Makes the channel to other tabs; default `BroadcastChannel` where the browser has it. */
  channel?: () => Pick<BroadcastChannel, 'postMessage' | 'close' | 'addEventListener' | 'removeEventListener'> | null;
}

/**
 * Where the cart meets the page: another tab's change (BroadcastChannel) and the page coming
 * back into view make it read the cart again; this tab's changes are told to the others; the
 * machine's `checkout` starts the page's checkout entry. Returns the cleanup.
 */
export function bindCart(actor: CartActor, env: CartEnvironment = {}): () => void {
  const doc = env.document ?? (typeof document === 'undefined' ? undefined : document);
  const channel = (env.channel ?? (() => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CART_CHANNEL))))();
  // A change elsewhere while this tab's own request is under way (the machine reads the cart only
  // when it is not busy) is read once that request has answered: two tabs adding at once each end
  // up showing both adds.
  let readAfterRequest = false;
  const busy = () => ['adding', 'updating', 'removing', 'syncing'].some((state) => actor.getSnapshot().matches(state as 'adding'));
  const sync = () => {
    if (busy()) readAfterRequest = true;
    else actor.send({ type: 'SYNC' });
  };
  const settled = actor.subscribe((snapshot) => {
    if (!readAfterRequest || !(snapshot.matches('ready') || snapshot.matches('unavailable'))) return;
    readAfterRequest = false;
    actor.send({ type: 'SYNC' });
  });
  const onVisible = () => {
    if (doc?.visibilityState === 'visible') sync();
  };
  channel?.addEventListener('message', sync);
  doc?.addEventListener('visibilitychange', onVisible);
  const changed = actor.on('cartChanged', ({ cart }) => channel?.postMessage({ type: 'cartChanged', cartId: cart.id }));
  const checkout = actor.on('checkout', () => env.startCheckout?.());
  return () => {
    channel?.removeEventListener('message', sync);
    channel?.close();
    doc?.removeEventListener('visibilitychange', onVisible);
    changed.unsubscribe();
    checkout.unsubscribe();
    settled.unsubscribe();
  };
}

/**
 * Starts the page's cart: a `cartMachine` with the browser's requests (decoded at the edge),
 * bound to the page (`bindCart`). The module a page fetches once it has hydrated (`CartRef.run`):
 * the machine, its requests, the cart codec and the page wiring are its code. Returns the actor
 * and what stops it.
 */
export function startCart(
  dataLayer: DataLayer,
  input: CartInput,
  { environment, inspect }: { environment?: CartEnvironment; inspect?: (event: InspectionEvent) => void } = {},
): { actor: CartActor; stop(): void } {
  const actor = createActor(browserCartMachine(dataLayer), { input, inspect });
  const unbind = bindCart(actor, environment);
  actor.start();
  return {
    actor,
    stop() {
      unbind();
      actor.stop();
    },
  };
}
