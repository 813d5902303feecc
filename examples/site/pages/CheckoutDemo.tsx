import { removeCookie, writeCookie } from '../../../adapters/browser/cookies.ts';
import type { CheckoutStartEvent } from '../../../machines/checkout/machine.ts';
import { CART_COOKIE, HAS_CART_COOKIE } from '../../../machines/checkout/constants.ts';
import { CheckoutButton } from '../../../ui/CheckoutButton.tsx';
import { CookieJar } from '../CookieJar.tsx';

/** The checkout buttons, decoded by the server from their data attributes (a broken one is left out). */
function CheckoutButtons({ buttons }: { buttons: readonly { label: string; start: CheckoutStartEvent }[] }) {
  return (
    <div className="button-row">
      {buttons.map(({ label, start }) => (
        <CheckoutButton key={label} start={start}>
          {label}
        </CheckoutButton>
      ))}
    </div>
  );
}

export function CheckoutDemo({ data }: { data: { buttons: { label: string; start: CheckoutStartEvent }[] } }) {
  return (
    <>
      <h1>Checkout</h1>
      <p>
        Checkout starts only with a cart: the <code>{CART_COOKIE}</code> cookie, or <code>{HAS_CART_COOKIE}</code> set to
        true. Every route opens a page of this example site that shows what it received.
      </p>
      <section aria-labelledby="cart-title">
        <h2 id="cart-title">Cart</h2>
        <CookieJar label="Cart cookies" names={[CART_COOKIE, HAS_CART_COOKIE]} />
        <div className="button-row">
          <button type="button" onClick={() => writeCookie(CART_COOKIE, 'cart-8c41e0')}>
            Add to cart
          </button>
          <button type="button" onClick={() => writeCookie(HAS_CART_COOKIE, 'true')}>
            Set hasCart=true
          </button>
          <button
            type="button"
            onClick={() => {
              removeCookie(CART_COOKIE);
              removeCookie(HAS_CART_COOKIE);
            }}
          >
            Empty the cart
          </button>
        </div>
      </section>
      <section aria-labelledby="start-title">
        <h2 id="start-title">Start checkout</h2>
        <CheckoutButtons buttons={data.buttons} />
      </section>
      <section aria-labelledby="frame-title">
        <h2 id="frame-title">Inside the site-editing frame</h2>
        <p>The same buttons, rendered without React, in a frame: they open the routes in the top window.</p>
        <iframe title="Site editing frame" src="/vanilla/checkout-frame" className="editing-frame" />
      </section>
    </>
  );
}
