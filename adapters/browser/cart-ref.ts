import { initialCartView, type CartView } from '../../machines/cart/connect.ts';
import type { CartEvent, CartInput } from '../../machines/cart/machine.ts';
import type { CartActor } from './cart.ts';

/**
 * The page's one cart as its components hold it, from the first render on: the view a cart not
 * started yet shows (what the server rendered), then the running actor's snapshots. Events sent
 * before the cart's code has arrived (a press on an add button right after load) are kept and
 * sent in order once it runs, each when the cart can take it: none is lost.
 */
export interface CartRef {
  /** The view of the cart: the initial one until the actor runs, then the actor's snapshot. */
  getSnapshot(): CartView;
  /** The view the server rendered (a block that hydrates later hydrates from it). */
  readonly firstSnapshot: CartView;
  subscribe(listener: () => void): { unsubscribe(): void };
  /** Sends to the running actor, or keeps the event until it runs. */
  send(event: CartEvent): void;
  /** The running cart actor; null until its code has arrived and it started. */
  readonly actor: CartActor | null;
  /**
   * Runs the cart: `start` (once its module is fetched) starts the actor; queued events follow.
   * A start that fails (its module not fetched) is tried again at the next event sent. Returns
   * the cleanup (stops the actor; a start still under way is dropped).
   */
  run(start: () => Promise<{ actor: CartActor; stop(): void }>): () => void;
}

export function createCartRef(input: CartInput = {}): CartRef {
  const firstSnapshot = initialCartView(input);
  const listeners = new Set<() => void>();
  const queue: CartEvent[] = [];
  let actor: CartActor | null = null;
  /** Tries the cart's start again: set while its module could not be fetched (the network dropped). */
  let retry: (() => void) | null = null;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    firstSnapshot,
    get actor() {
      return actor;
    },
    getSnapshot: () => actor?.getSnapshot() ?? firstSnapshot,
    subscribe(listener) {
      listeners.add(listener);
      return { unsubscribe: () => void listeners.delete(listener) };
    },
    send(event) {
      // Behind kept events, an event waits its turn (the order of the visitor's presses holds).
      if (actor && queue.length === 0) actor.send(event);
      else queue.push(event);
      // A press after the cart's module failed to arrive fetches it again; the press waits for it.
      const again = retry;
      retry = null;
      again?.();
    },
    run(start) {
      let stopped = false;
      let stop = () => {};
      const attempt = (): void => void start().then(
        (running) => {
          if (stopped) return running.stop();
          actor = running.actor;
          const current = running.actor;
          // The kept events, one at a time: each as soon as the cart takes it (a second press
          // waits for the first's answer rather than meet a cart busy adding); one the settled
          // cart does not take is dropped, as the machine would have dropped it then.
          const flush = () => {
            while (queue.length > 0) {
              const snapshot = current.getSnapshot();
              const [next] = queue;
              if (next && snapshot.can(next)) current.send(queue.shift() as CartEvent);
              else if (snapshot.matches('ready') || snapshot.matches('unavailable')) queue.shift();
              else break;
            }
          };
          const subscription = running.actor.subscribe(() => {
            flush();
            notify();
          });
          stop = () => {
            subscription.unsubscribe();
            running.stop();
            actor = null;
          };
          flush();
          notify();
        },
        (error: unknown) => {
          console.error('The cart could not start', error);
          if (!stopped) retry = attempt;
        },
      );
      attempt();
      return () => {
        stopped = true;
        retry = null;
        stop();
      };
    },
  };
}
