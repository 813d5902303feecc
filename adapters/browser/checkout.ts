import type { Actor } from 'xstate';
import type { CheckoutEvent, checkoutMachine } from '../../machines/checkout/machine.ts';
import { readCookies } from './cookies.ts';
import { showAlert } from './alert.ts';

/** [CHK-005] [CHK-006] Opens `url` in the top window or in this one. */
export function navigateTo(url: string, target: 'top' | 'self'): void {
  const view = target === 'top' ? (window.top ?? window) : window;
  view.location.assign(url);
}

export interface CheckoutEffects {
  alert?: (message: string) => void;
  navigate?: (url: string, target: 'top' | 'self') => void;
}

/** Performs checkout's `alert` and `navigate`; both can be swapped. Returns the unsubscribe. */
export function bindCheckoutEffects(actor: Actor<typeof checkoutMachine>, effects: CheckoutEffects = {}): () => void {
  const { alert = showAlert, navigate = navigateTo } = effects;
  const alerts = actor.on('alert', ({ message }) => alert(message));
  const navigations = actor.on('navigate', ({ url, target }) => navigate(url, target));
  return () => {
    alerts.unsubscribe();
    navigations.unsubscribe();
  };
}

/**
 * [CHK-009] The `send` a renderer gives checkout's `connect`: a cart checkout carries the
 * page's cookies as they are at the click (a cart made after load counts); other events pass.
 */
export function checkoutSender(actor: Pick<Actor<typeof checkoutMachine>, 'send'>, cookies: () => Record<string, string> = readCookies): (event: CheckoutEvent) => void {
  return (event) => actor.send(event.type === 'START' && !event.cookies ? { ...event, cookies: cookies() } : event);
}
