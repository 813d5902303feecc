import { decodeCheckoutButton } from '../../machines/checkout/codec.ts';
import type { CheckoutEvent } from '../../machines/checkout/machine.ts';
import { checkoutButtons } from '../../examples/content/checkout-demo.ts';
import { checkoutModel } from '../checkout/model.ts';
import type { CheckoutModelConfig, CheckoutModelEvent } from '../checkout/spec.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createCheckoutPageDriver } from './checkout-driver.ts';
import { test } from './isolated-page.ts';

// The demo page's buttons, decoded from the same data attributes the page decodes.
const demo = checkoutButtons.flatMap(({ label, dataset }) => {
  const decoded = decodeCheckoutButton(dataset);
  return decoded.ok ? [{ label, start: decoded.data }] : [];
});
const find = <T extends CheckoutEvent['type']>(type: T) => {
  const button = demo.find((entry) => entry.start.type === type);
  if (!button) throw new Error(`the demo page has no ${type} button`);
  return button as { label: string; start: Extract<CheckoutEvent, { type: T }> };
};
const { type: _s, ...subscription } = find('START_SUBSCRIPTION').start;
const { type: _d, ...donation } = find('START_DONATION').start;
const { type: _g, ...giftCard } = find('START_GIFT_CARD').start;
const buttons: Record<CheckoutModelEvent['type'], string> = {
  START: find('START').label,
  START_SUBSCRIPTION: find('START_SUBSCRIPTION').label,
  START_DONATION: find('START_DONATION').label,
  START_GIFT_CARD: find('START_GIFT_CARD').label,
};

// The model's configurations with the demo page's identifiers.
const configs: CheckoutModelConfig[] = checkoutModel.configs.map((config) => ({ ...config, subscription, donation, giftCard }));

for (const config of configs) {
  test.describe(`checkoutMachine model on /demo/checkout: ${config.name}`, () => {
    for (const path of planPaths(checkoutModel, config)) {
      test(`[CHK-001] [CHK-002] [CHK-003] [CHK-004] [CHK-005] [CHK-006] [CHK-007] [CHK-008] [CHK-009] ${path.description}`, async ({ isolatedPage, baseURL }) => {
        const driver = createCheckoutPageDriver(isolatedPage, config, { origin: baseURL ?? '', path: '/demo/checkout', buttons, frameTitle: 'Site editing frame' });
        await runPath(path, driver);
      });
    }
  });
}
