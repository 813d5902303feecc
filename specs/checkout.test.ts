import { keepProps } from '../machines/shared/normalize.ts';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { checkoutMachine, connectCheckout, decodeCheckoutButton, type CheckoutEvent, type CheckoutInput } from '../machines/index.ts';

function start(input: CheckoutInput) {
  const actor = createActor(checkoutMachine, { input });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, state: () => actor.getSnapshot().value };
}

const withCart = { cookies: { CART: 'cart-1' }, inFrame: false };
const MESSAGE = 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

describe('checkoutMachine routes', () => {
  it('[CHK-001] checkout opens /commerce/goto-checkout with no query', () => {
    const { actor, emitted } = start(withCart);
    actor.send({ type: 'START' });
    expect(emitted).toEqual([{ type: 'navigate', url: '/commerce/goto-checkout', target: 'self' }]);
  });

  it('[CHK-002] subscription checkout opens /checkout/subscribe with cartToken', () => {
    const { actor, emitted } = start({ cookies: {}, inFrame: false });
    actor.send({ type: 'START_SUBSCRIPTION', cartToken: 'tok 1&2' });
    expect(emitted).toEqual([{ type: 'navigate', url: '/checkout/subscribe?cartToken=tok+1%262', target: 'self' }]);
  });

  it('[CHK-003] donation checkout opens /checkout/donate with donatePageId', () => {
    const { actor, emitted } = start({ cookies: {}, inFrame: false });
    actor.send({ type: 'START_DONATION', donatePageId: 'd-9' });
    expect(emitted).toEqual([{ type: 'navigate', url: '/checkout/donate?donatePageId=d-9', target: 'self' }]);
  });

  it('[CHK-004] gift card checkout opens /checkout/giftcard with websiteId, giftCardProductId and an optional sku', () => {
    const withSku = start({ cookies: {}, inFrame: false });
    withSku.actor.send({ type: 'START_GIFT_CARD', websiteId: 'w1', giftCardProductId: 'g2', sku: 'SQ1' });
    expect(withSku.emitted).toEqual([{ type: 'navigate', url: '/checkout/giftcard?websiteId=w1&giftCardProductId=g2&sku=SQ1', target: 'self' }]);
    const withoutSku = start({ cookies: {}, inFrame: false });
    withoutSku.actor.send({ type: 'START_GIFT_CARD', websiteId: 'w1', giftCardProductId: 'g2' });
    expect(withoutSku.emitted).toEqual([{ type: 'navigate', url: '/checkout/giftcard?websiteId=w1&giftCardProductId=g2', target: 'self' }]);
  });

  it('[CHK-005] inside the site-editing frame every route acts on the top window', () => {
    const starts: CheckoutEvent[] = [
      { type: 'START' },
      { type: 'START_SUBSCRIPTION', cartToken: 't' },
      { type: 'START_DONATION', donatePageId: 'd' },
      { type: 'START_GIFT_CARD', websiteId: 'w', giftCardProductId: 'g' },
    ];
    for (const event of starts) {
      const { actor, emitted } = start({ ...withCart, inFrame: true });
      actor.send(event);
      expect(emitted).toEqual([expect.objectContaining({ type: 'navigate', target: 'top' })]);
    }
  });

  it('[CHK-006] on a plain site the routes act on the current window', () => {
    const { actor, emitted } = start({ cookies: { hasCart: 'true' }, inFrame: false });
    actor.send({ type: 'START' });
    expect(emitted).toEqual([expect.objectContaining({ target: 'self' })]);
  });
});

describe('checkoutMachine cart check', () => {
  it('[CHK-007] with no cart cookie and the has-cart cookie not true, the alert says why', () => {
    for (const cookies of [{}, { hasCart: 'false' }, { hasCart: 'TRUE' }, { CART: '' }, { cart: 'x' }] as Record<string, string>[]) {
      const { actor, emitted, state } = start({ cookies, inFrame: false });
      actor.send({ type: 'START' });
      expect(emitted).toEqual([{ type: 'alert', message: MESSAGE }]);
      expect(state()).toBe('idle');
    }
  });

  it('[CHK-008] when the alert is shown no navigation happens', () => {
    const { actor, emitted } = start({ cookies: {}, inFrame: true });
    actor.send({ type: 'START' });
    actor.send({ type: 'START' });
    expect(emitted.every((event) => (event as { type: string }).type === 'alert')).toBe(true);
  });

  it('[CHK-009] checkout goes on with the cart cookie, or with the has-cart cookie true', () => {
    for (const cookies of [{ CART: 'c' }, { hasCart: 'true' }, { CART: 'c', hasCart: 'false' }] as Record<string, string>[]) {
      const { actor, emitted, state } = start({ cookies, inFrame: false });
      actor.send({ type: 'START' });
      expect(emitted).toEqual([expect.objectContaining({ type: 'navigate' })]);
      expect(state()).toBe('navigating');
    }
  });

  it('[CHK-009] the cookies at the click count: a cart made after load lets checkout start', () => {
    const { actor, emitted } = start({ cookies: {}, inFrame: false });
    actor.send({ type: 'START', cookies: { CART: 'new-cart' } });
    expect(emitted).toEqual([expect.objectContaining({ type: 'navigate' })]);
  });

  it('once navigating, further clicks start nothing', () => {
    const { actor, emitted } = start(withCart);
    actor.send({ type: 'START' });
    actor.send({ type: 'START_DONATION', donatePageId: 'd' });
    expect(emitted).toHaveLength(1);
  });

  it('a start without its identifiers is ignored', () => {
    const { actor, emitted } = start({ cookies: {}, inFrame: false });
    actor.send({ type: 'START_SUBSCRIPTION', cartToken: '' });
    actor.send({ type: 'START_DONATION', donatePageId: '' });
    actor.send({ type: 'START_GIFT_CARD', websiteId: 'w', giftCardProductId: '' });
    expect(emitted).toEqual([]);
  });
});

describe('checkout buttons', () => {
  it('decode their data attributes into start events', () => {
    expect(decodeCheckoutButton({ checkout: 'cart' })).toEqual({ ok: true, data: { type: 'START' } });
    expect(decodeCheckoutButton({ checkout: 'subscription', cartToken: 't' })).toEqual({ ok: true, data: { type: 'START_SUBSCRIPTION', cartToken: 't' } });
    expect(decodeCheckoutButton({ checkout: 'donation', donatePageId: 'd' })).toEqual({ ok: true, data: { type: 'START_DONATION', donatePageId: 'd' } });
    expect(decodeCheckoutButton({ checkout: 'gift-card', websiteId: 'w', giftCardProductId: 'g', sku: '' })).toEqual({
      ok: true,
      data: { type: 'START_GIFT_CARD', websiteId: 'w', giftCardProductId: 'g' },
    });
  });

  it('refuse data without what the route needs, saying why', () => {
    for (const dataset of [{}, { checkout: 'shop' }, { checkout: 'subscription' }, { checkout: 'subscription', cartToken: '  ' }, { checkout: 'gift-card', websiteId: 'w' }]) {
      const decoded = decodeCheckoutButton(dataset);
      expect(decoded.ok).toBe(false);
      if (!decoded.ok) expect(decoded.details.length).toBeGreaterThan(0);
    }
  });

  it('connect sends the button event with the cookies of the moment and marks the buttons busy', () => {
    const { actor, emitted } = start({ cookies: {}, inFrame: false });
    const api = () => connectCheckout(actor.getSnapshot(), actor.send, keepProps);
    api().getTriggerProps({ type: 'START', cookies: { hasCart: 'true' } }).onClick();
    expect(emitted).toEqual([expect.objectContaining({ type: 'navigate' })]);
    expect(api().getTriggerProps({ type: 'START' })).toMatchObject({ 'aria-disabled': 'true', 'data-state': 'navigating' });
  });
});
