import { createActor } from 'xstate';
import { bindCheckoutEffects } from '../../adapters/browser/checkout.ts';
import { isInFrame } from '../../adapters/browser/device.ts';
import { readCookies } from '../../adapters/browser/cookies.ts';
import { connect } from '../../machines/checkout/connect.ts';
import { checkoutMachine, type CheckoutEvent } from '../../machines/checkout/machine.ts';
import { spreadProps } from './spread-props.ts';

/** A checkout button in plain DOM, driven by `checkoutMachine` and the same `connect`. */
export function renderCheckoutButton(label: string, start: CheckoutEvent): HTMLButtonElement {
  const actor = createActor(checkoutMachine, { input: { cookies: readCookies(), inFrame: isInFrame() } });
  const button = document.createElement('button');
  button.textContent = label;
  const render = () => spreadProps(button, connect(actor.getSnapshot(), actor.send).getTriggerProps(start, readCookies));
  actor.subscribe(render);
  bindCheckoutEffects(actor);
  actor.start();
  render();
  return button;
}
