import { createActor, waitFor, type Actor, type InspectionEvent } from 'xstate';
import { cartActors } from '../../adapters/browser/cart.ts';
import { createDataLayer } from '../../adapters/browser/data-layer.ts';
import { emptyCart, encodeCart, type Cart } from '../../machines/cart/codec.ts';
import { connectCartPage } from '../../machines/cart/connect-page.ts';
import { cartMachine } from '../../machines/cart/machine.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { updatedQuantity, type CartModelConfig, type CartModelEvent, type CartView } from './spec.ts';

const BUSY = ['syncing', 'adding', 'updating', 'removing'];
const HTML_PAGE = '<!doctype html><html><head><title>Maintenance</title></head><body>Back soon.</body></html>';

interface HeldRequest {
  url: URL;
  /** The request's signal: a read abandoned for a visitor's action is aborted. */
  signal: AbortSignal | null;
  body: Record<string, unknown>;
  answer(response: Response): void;
}

/**
 * Drives the bare `cartMachine` as the browser adapter provides it (the data layer and the cart
 * codec over a `fetch`), through `connect`'s handlers. Each request is held until the model
 * answers it: the driver's small backend (one sticker entry) gives the cart, or an HTML page
 * stands in for JSON.
 */
export function createCartMachineDriver(config: CartModelConfig, inspect?: (event: InspectionEvent) => void): ModelDriver<CartModelEvent, CartView> {
  let actor: Actor<typeof cartMachine> | undefined;
  let held: HeldRequest[] = [];
  let quantity = 0;
  let checkouts = 0;
  let created = 0;

  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve) => {
      const url = new URL(String(input), 'https://shop.example');
      held.push({ url, signal: init?.signal ?? null, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {}, answer: resolve });
    });
  const dataLayer = createDataLayer({ fetch, cookies: { read: () => 'crumb-model', write: () => {}, enabled: () => true }, page: { host: 'shop.example', providerDomains: [] }, log: () => {} });
  const machine = cartMachine.provide({ actors: cartActors(dataLayer, { warn: () => {} }) });

  /** The backend's cart after the held request (one entry of the sticker, or none). */
  const backendCart = (): Cart => {
    const subtotal = quantity * config.unitPriceCents;
    return {
      ...emptyCart(),
      id: 'cart-model',
      created: new Date(created),
      entries: quantity === 0 ? [] : [{ id: 'entry-sticker', productId: config.productId, variantId: config.variantId, productName: 'Sticker', sku: 'SQ1200458', quantity, unitPriceCents: config.unitPriceCents, optionText: '' }],
      subtotalCents: subtotal,
      totalQuantity: quantity,
      subtotalAmount: { value: subtotal, currencyCode: 'USD' },
    };
  };
  const api = () => {
    if (!actor) throw new Error('reset() the driver first');
    return connectCartPage(actor.getSnapshot(), actor.send, keepProps);
  };
  const answer = async (ok: boolean) => {
    // A request the machine abandoned (a read overtaken by an action) gets no answer.
    held = held.filter((candidate) => !candidate.signal?.aborted);
    const request = held.shift();
    if (!request || !actor) throw new Error('no cart request is waiting for an answer');
    if (ok) {
      const path = request.url.pathname;
      if (path.endsWith('/add')) quantity += Number(request.body.quantity);
      if (path.endsWith('/update-quantity')) quantity = Number(request.body.quantity);
      if (path.endsWith('/remove')) quantity = 0;
      request.answer(new Response(JSON.stringify({ cart: encodeCart(backendCart()) }), { status: 200, headers: { 'content-type': 'application/json' } }));
    } else {
      request.answer(new Response(HTML_PAGE, { status: 200, headers: { 'content-type': 'text/html' } }));
    }
    await waitFor(actor, (snapshot) => !BUSY.includes(String(snapshot.value)), { timeout: 2_000 });
  };
  const typeQuantity = (text: string) => {
    const entryId = 'entry-sticker';
    api().getQuantityInputProps(entryId).onChange({ currentTarget: { value: text } });
    api().getQuantityFormProps(entryId).onSubmit({ preventDefault() {} });
  };

  return {
    reset() {
      actor?.stop();
      held = [];
      quantity = 0;
      checkouts = 0;
      created = Date.UTC(2026, 10, 27);
      actor = createActor(machine, { input: { minimumSubtotalCents: config.minimumSubtotalCents }, inspect });
      actor.on('checkout', () => void (checkouts += 1));
      actor.start();
    },
    async send(event) {
      const item = { productId: config.productId, variantId: config.variantId };
      switch (event.type) {
        case 'ANSWER_OK':
          return answer(true);
        case 'ANSWER_HTML':
          return answer(false);
        case 'ADD':
          return api().getAddTriggerProps({ ...item, quantity: 1 }).onClick();
        case 'ADD_INVALID':
          return api().getAddTriggerProps({ ...item, quantity: -1 }).onClick();
        case 'UPDATE':
          return typeQuantity(String(updatedQuantity(quantity)));
        case 'UPDATE_INVALID':
          return typeQuantity('1.5');
        case 'REMOVE':
          return api().getRemoveTriggerProps('entry-sticker').onClick();
        case 'REMOVE_GONE':
          return api().getRemoveTriggerProps('entry-removed-elsewhere').onClick();
        case 'CHECKOUT':
          return api().getCheckoutTriggerProps().onClick();
        case 'REFRESH':
          return api().state === 'unavailable' ? api().getRetryTriggerProps().onClick() : actor?.send({ type: 'SYNC' });
        case 'DISMISS':
          return api().getDismissTriggerProps().onClick();
      }
    },
    expect(view) {
      const current = api();
      const state = view.state === 'checkout' || view.state === 'empty' || view.state === 'filled' ? 'ready' : view.state;
      check(current.state === state, `state is ${current.state}, not ${state}`);
      check(checkouts === (view.state === 'checkout' ? 1 : 0), `checkout started ${checkouts} times`);
      check(current.initialized === view.initialized, `initialized: ${current.initialized}`);
      check((current.getElementProps()['data-initialized'] === '') === view.initialized, 'the element carries the initialized marker once synced (STORE-049)');
      check(current.count === view.quantity, `count is ${current.count}`);
      check(current.countText === view.countText, `count reads ${current.countText}`);
      check(current.subtotal === view.subtotal, `subtotal reads ${current.subtotal}`);
      check(current.getLinkProps()['aria-label'] === `Cart: ${view.quantity === 1 ? '1 item' : `${view.quantity} items`}, ${view.subtotal}`, `link label ${current.getLinkProps()['aria-label']}`);
      const empty = view.initialized && view.quantity === 0;
      check(current.empty === empty && current.getEmptyProps().hidden === !empty, `empty state: ${current.empty} (STORE-048)`);
      if (view.error === 'PARSE') check(current.error?.startsWith('Internal Error: Unable to parse server response from (/api/commerce/cart?crumb=crumb-model) as JSON') === true, `error is ${current.error}`);
      else check(current.error === view.error, `error is ${current.error}`);
      check(current.getErrorProps().hidden === (view.error === null), 'the alert shows only with a message');
      check(current.busy === BUSY.includes(state), `busy: ${current.busy}`);
      check(current.entries.map((line) => line.entry.quantity).join() === (view.quantity === 0 ? '' : String(view.quantity)), 'entries');
    },
  };
}
