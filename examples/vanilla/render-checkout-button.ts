import { createActor } from 'xstate';
import { bindCheckoutEffects, checkoutSender } from '../../adapters/browser/checkout.ts';
import { isInFrame } from '../../adapters/browser/device.ts';
import { readCookies } from '../../adapters/browser/cookies.ts';
import { connect } from '../../machines/checkout/connect.ts';
import { checkoutMachine, type CheckoutStartEvent } from '../../machines/checkout/machine.ts';
import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';

/** A checkout button in plain DOM, driven by `checkoutMachine` and the same `connect`. */
export function renderCheckoutButton(label: string, start: CheckoutStartEvent): HTMLButtonElement {
  const actor = createActor(checkoutMachine, { input: { cookies: readCookies(), inFrame: isInFrame() } });
  const button = document.createElement('button');
  button.textContent = label;
  const send = checkoutSender(actor);
  const render = () => spreadProps(button, connect(actor.getSnapshot(), send, normalizeProps).getTriggerProps(start));
  actor.subscribe(render);
  bindCheckoutEffects(actor);
  actor.start();
  render();
  return button;
}
