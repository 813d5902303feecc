import { keepProps } from '../../machines/shared/normalize.ts';
import { createActor, type Actor, type InspectionEvent } from 'xstate';
import { connect } from '../../machines/checkout/connect.ts';
import { checkoutMachine, type CheckoutStartEvent } from '../../machines/checkout/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { CheckoutModelConfig, CheckoutModelEvent, CheckoutView } from './spec.ts';

/** The start event each model button sends, with the configuration's identifiers. */
export function checkoutStart(config: CheckoutModelConfig, event: CheckoutModelEvent): CheckoutStartEvent {
  switch (event.type) {
    case 'START':
      return { type: 'START' };
    case 'START_SUBSCRIPTION':
      return { type: 'START_SUBSCRIPTION', ...config.subscription };
    case 'START_DONATION':
      return { type: 'START_DONATION', ...config.donation };
    case 'START_GIFT_CARD':
      return { type: 'START_GIFT_CARD', ...config.giftCard };
  }
}

/** Drives the bare machine through `connect`'s button handlers; records alerts and navigations. */
export function createCheckoutMachineDriver(
  config: CheckoutModelConfig,
  inspect?: (event: InspectionEvent) => void,
): ModelDriver<CheckoutModelEvent, CheckoutView> {
  let actor: Actor<typeof checkoutMachine> | undefined;
  let alerts: string[] = [];
  let navigation: CheckoutView['navigation'] = null;

  return {
    reset() {
      actor?.stop();
      alerts = [];
      navigation = null;
      // The cookies are read at the click (below), not at load: a cart made later counts. The
      // frame is known once the page has hydrated, as the React hook tells it.
      actor = createActor(checkoutMachine, { input: { cookies: {}, inFrame: false }, inspect });
      actor.on('alert', ({ message }) => void alerts.push(message));
      actor.on('navigate', ({ url, target }) => {
        navigation = { url, target };
      });
      actor.start();
      actor.send({ type: 'SET_FRAME', inFrame: config.inFrame });
    },
    send(event) {
      if (!actor) throw new Error('reset() the driver first');
      const start = checkoutStart(config, event);
      connect(actor.getSnapshot(), actor.send, keepProps).getTriggerProps(start.type === 'START' ? { ...start, cookies: config.cookies } : start).onClick();
    },
    expect(view) {
      const state = actor?.getSnapshot().value;
      check(state === view.state, `state is ${String(state)}`);
      check(alerts.length === view.alerts, `alerts: ${JSON.stringify(alerts)}`);
      check(
        alerts.every((message) => message === 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.'),
        'alert text',
      );
      check(JSON.stringify(navigation) === JSON.stringify(view.navigation), `navigation is ${JSON.stringify(navigation)}`);
    },
  };
}
