import type { Actor } from 'xstate';
import type { checkoutMachine } from '../../machines/checkout/machine.ts';
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
