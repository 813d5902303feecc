import { checkoutMachine } from '../../machines/checkout/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createCheckoutSpec, type CheckoutModelConfig, type CheckoutModelEvent, type CheckoutSpec, type CheckoutView } from './spec.ts';

const ids = {
  subscription: { cartToken: 'sub-7f3a9c' },
  donation: { donatePageId: 'donate-5d21' },
  giftCard: { websiteId: 'example-website', giftCardProductId: 'gift-50', sku: 'SQ1234567' },
};

export const checkoutModel: BehaviourModel<CheckoutModelConfig, CheckoutModelEvent, CheckoutView, CheckoutSpec> = {
  machineName: 'checkoutMachine',
  machine: checkoutMachine,
  configs: [
    { name: 'no cart', cookies: {}, inFrame: false, ...ids },
    { name: 'cart cookie', cookies: { CART: 'cart-8c41e0' }, inFrame: false, ...ids },
    { name: 'has-cart cookie, in the editing frame', cookies: { hasCart: 'true' }, inFrame: true, ...ids, giftCard: { websiteId: 'w', giftCardProductId: 'g' } },
  ],
  describeConfig: (config) => config.name,
  createSpec: createCheckoutSpec,
  events: () => [{ type: 'START' }, { type: 'START_SUBSCRIPTION' }, { type: 'START_DONATION' }, { type: 'START_GIFT_CARD' }],
  view: ({ value, context }) => ({ state: value as CheckoutView['state'], alerts: context.alerts, navigation: context.navigation }),
};
