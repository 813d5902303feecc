import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { checkoutMachine } from '../machines/index.ts';

const cookieValue = fc.oneof(fc.constant('true'), fc.constant(''), fc.string());
const cookies = fc.dictionary(fc.oneof(fc.constantFrom('CART', 'hasCart', 'cart', 'crumb'), fc.string()), cookieValue);

describe('checkout properties', () => {
  it('[CHK-007] [CHK-008] [CHK-009] for any cookies, START either navigates (cart or has-cart true) or alerts, never both', () => {
    fc.assert(
      fc.property(cookies, fc.boolean(), (jar, inFrame) => {
        const actor = createActor(checkoutMachine, { input: { cookies: jar, inFrame } });
        const emitted: string[] = [];
        actor.on('*', (event) => emitted.push(event.type));
        actor.start();
        actor.send({ type: 'START' });
        const hasCart = (jar.CART ?? '') !== '' || jar.hasCart === 'true';
        expect(emitted).toEqual([hasCart ? 'navigate' : 'alert']);
      }),
      { numRuns: 1000 },
    );
  });
});
