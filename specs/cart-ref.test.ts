// The page's cart before and after its code arrives (issue 22: the store's code over the runtime):
// the cart renders as a cart not read yet, presses made before the machine runs are kept and
// sent in order, and a cart stopped before its code arrived never starts.
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { createCartRef } from '../adapters/browser/cart-ref.ts';
import type { CartActor } from '../adapters/browser/cart.ts';
import { cartMachine, connectCart, type Cart } from '../machines/cart/index.ts';
import { initialCartView } from '../machines/cart/connect.ts';
import { emptyCart } from '../machines/cart/logic.ts';
import { keepProps } from '../machines/shared/normalize.ts';

/** A cart actor whose backend answers at once: adds put the variant in (one entry per variant). */
function startedCart(log: string[]) {
  let cart: Cart = emptyCart();
  const answer = (next: Cart) => Promise.resolve((cart = next));
  const machine = cartMachine.provide({
    actors: {
      fetchCart: fromPromise(async () => {
        log.push('fetch');
        return cart;
      }),
      addItem: fromPromise(async ({ input }) => {
        log.push(`add ${input.variantId} x${input.quantity}`);
        const entries = [...cart.entries, { id: `e-${input.variantId}`, productId: input.productId, variantId: input.variantId, productName: input.variantId, sku: '', quantity: input.quantity, unitPriceCents: 500, optionText: '' }];
        return answer({ ...cart, entries, totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0) });
      }),
    },
  });
  const actor = createActor(machine, { input: { id: 'cart' } }) as unknown as CartActor;
  return { actor, stop: () => actor.stop() };
}

describe('the page cart before its code arrives', () => {
  it('[STORE-049] renders as a cart not read yet: the machine\'s own first snapshot, no initialized marker', () => {
    const cartRef = createCartRef({ id: 'cart' });
    const machineFirst = createActor(cartMachine, { input: { id: 'cart' } }).getSnapshot();
    expect(cartRef.getSnapshot()).toBe(cartRef.firstSnapshot);
    expect(cartRef.firstSnapshot.value).toBe(machineFirst.value);
    expect(cartRef.firstSnapshot.context).toEqual(machineFirst.context);
    expect(initialCartView({ id: 'cart' })).toEqual(cartRef.firstSnapshot);
    const api = connectCart(cartRef.getSnapshot(), cartRef.send, keepProps);
    expect(api.getElementProps()['data-initialized']).toBeUndefined();
    expect(api.countText).toBe('0');
    expect(cartRef.actor).toBeNull();
  });

  it('[STORE-044] presses made before the cart runs are sent in order once it runs: none is lost', async () => {
    const log: string[] = [];
    const cartRef = createCartRef({ id: 'cart' });
    connectCart(cartRef.getSnapshot(), cartRef.send, keepProps).getAddTriggerProps({ productId: 'p', variantId: 'mug', quantity: 2 }).onClick();
    cartRef.send({ type: 'ADD', productId: 'p', variantId: 'cup', quantity: 1 });
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const seen: number[] = [];
    cartRef.subscribe(() => seen.push(connectCart(cartRef.getSnapshot(), cartRef.send, keepProps).count));
    const stop = cartRef.run(async () => {
      await arrived;
      const running = startedCart(log);
      running.actor.start();
      return running;
    });
    expect(log).toEqual([]);
    release();
    await expect.poll(() => cartRef.actor).not.toBeNull();
    const actor = cartRef.actor as CartActor;
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.cart.entries.length === 2);
    expect(log).toEqual(['fetch', 'add mug x2', 'add cup x1']);
    expect(connectCart(cartRef.getSnapshot(), cartRef.send, keepProps).count).toBe(3);
    expect(seen.at(-1)).toBe(3);
    stop();
    expect(cartRef.actor).toBeNull();
    expect(actor.getSnapshot().status).toBe('stopped');
  });

  it('a cart stopped before its code arrived never starts (a page left at once, a remount)', async () => {
    const log: string[] = [];
    const cartRef = createCartRef();
    let started: ReturnType<typeof startedCart> | undefined;
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const stop = cartRef.run(async () => {
      await arrived;
      started = startedCart(log);
      started.actor.start();
      return started;
    });
    stop();
    release();
    await expect.poll(() => started).toBeDefined();
    await expect.poll(() => started?.actor.getSnapshot().status).toBe('stopped');
    expect(cartRef.actor).toBeNull();
  });

  it('[STORE-044] a cart whose module could not be fetched tries again at the next press, and that press counts', async () => {
    const log: string[] = [];
    const cartRef = createCartRef();
    let attempts = 0;
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      cartRef.run(async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        const running = startedCart(log);
        running.actor.start();
        return running;
      });
      await expect.poll(() => failed.mock.calls.length).toBe(1);
      expect(cartRef.actor).toBeNull();
      cartRef.send({ type: 'ADD', productId: 'p', variantId: 'mug', quantity: 1 });
      await expect.poll(() => cartRef.actor).not.toBeNull();
      await waitFor(cartRef.actor as CartActor, (snapshot) => snapshot.matches('ready') && snapshot.context.cart.entries.length === 1);
      expect(attempts).toBe(2);
      expect(log).toEqual(['fetch', 'add mug x1']);
    } finally {
      failed.mockRestore();
    }
  });
});
