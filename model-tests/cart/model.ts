import { cartMachine } from '../../machines/cart/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createCartSpec, topState, type CartModelConfig, type CartModelEvent, type CartModelState, type CartSpec, type CartView } from './spec.ts';

/** The sticker of the example catalogue (examples/content/store-products.mjs) and the demo's minimum. */
const sticker = { productId: 'prod-sticker', variantId: 'var-sticker', unitPriceCents: 150, minimumSubtotalCents: 1000 };

const ANSWERS: CartModelEvent[] = [{ type: 'ANSWER_OK' }, { type: 'ANSWER_HTML' }];

export const cartModel: BehaviourModel<CartModelConfig, CartModelEvent, CartView, CartSpec> = {
  machineName: 'cartMachine',
  machine: cartMachine,
  configs: [
    { name: 'sticker, $10.00 minimum', ...sticker, machineOnly: true },
    { name: 'sticker, $10.00 minimum, as a page can drive it', ...sticker, machineOnly: false },
  ],
  describeConfig: (config) => config.name,
  createSpec: createCartSpec,
  events: (config, { value, context }) => {
    const dismiss: CartModelEvent[] = context.error === null ? [] : [{ type: 'DISMISS' }];
    switch (topState(value)) {
      case 'syncing':
        // [STORE-049] A read under way: the visitor may still act (the spec says when).
        return [
          ...ANSWERS,
          { type: 'ADD' },
          { type: 'ADD_INVALID' },
          { type: 'UPDATE' },
          { type: 'UPDATE_INVALID' },
          { type: 'REMOVE' },
          ...(config.machineOnly ? [{ type: 'REMOVE_GONE' } as const] : []),
          ...dismiss,
        ];
      case 'adding':
      case 'updating':
      case 'removing':
        return ANSWERS;
      case 'unavailable':
        return [{ type: 'REFRESH' }, { type: 'ADD' }, { type: 'ADD_INVALID' }, ...dismiss];
      case 'empty':
        return [{ type: 'REFRESH' }, { type: 'ADD' }, { type: 'ADD_INVALID' }, { type: 'CHECKOUT' }, ...dismiss];
      case 'filled':
        return [
          { type: 'REFRESH' },
          { type: 'ADD' },
          { type: 'ADD_INVALID' },
          { type: 'UPDATE' },
          { type: 'UPDATE_INVALID' },
          { type: 'REMOVE' },
          ...(config.machineOnly ? [{ type: 'REMOVE_GONE' } as const] : []),
          { type: 'CHECKOUT' },
          ...dismiss,
        ];
      case 'checkout':
        return [];
    }
  },
  // Walked besides the shortest paths (in Chromium too): a refused add's message dismissed, a
  // cart made by an add after a failed first read, and a failed read of a cart already shown.
  extraPaths: () => [
    [{ type: 'ANSWER_OK' }, { type: 'ADD_INVALID' }, { type: 'DISMISS' }],
    [{ type: 'ANSWER_HTML' }, { type: 'ADD' }, { type: 'ANSWER_OK' }],
    [{ type: 'ANSWER_OK' }, { type: 'ADD' }, { type: 'ANSWER_OK' }, { type: 'REFRESH' }, { type: 'ANSWER_HTML' }, { type: 'DISMISS' }],
  ],
  view: ({ value, context }) => ({
    state: topState(value),
    initialized: context.synced,
    quantity: context.quantity,
    countText: String(context.quantity),
    subtotal: `$${((context.quantity * 150) / 100).toFixed(2)}`,
    error: context.error,
  }),
};
