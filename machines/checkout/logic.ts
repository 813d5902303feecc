import { CART_COOKIE, HAS_CART_COOKIE } from './constants.ts';

/**
 * [CHK-007] [CHK-009] Checkout may start when the cart cookie is there or the has-cart cookie
 * is `true` (reading: a cart cookie with an empty value is no cart).
 */
export function hasCart(cookies: Readonly<Record<string, string>>): boolean {
  return (cookies[CART_COOKIE] ?? '') !== '' || cookies[HAS_CART_COOKIE] === 'true';
}

/** A checkout route with its query; parameters without a value are left out. */
export function checkoutUrl(path: string, query: Readonly<Record<string, string | undefined>> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** [CHK-005] In the editing frame routes act on the top window; [CHK-006] otherwise on this one. */
export const navigationTarget = (inFrame: boolean): 'top' | 'self' => (inFrame ? 'top' : 'self');
