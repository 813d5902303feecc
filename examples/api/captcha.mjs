// The example site's demo captcha provider: an honest stand-in for a third-party captcha, which
// cannot load here. Checking its box asks this route for a token; the form backend redeems the
// token once, before it expires. It proves the captcha contract, not that a visitor is human.
import { randomBytes } from 'node:crypto';

/** How long a demo captcha token stays valid; the widget expires it in the page at the same time. */
export const DEMO_CAPTCHA_LIFETIME_MS = 120_000;

export function createDemoCaptcha({ now = () => Date.now() } = {}) {
  /** Unspent tokens: token -> expiry time. */
  const tokens = new Map();
  return {
    /** Spends a token: true once for a token this provider issued that has not expired. */
    redeem(token) {
      const expires = typeof token === 'string' ? tokens.get(token) : undefined;
      tokens.delete(token);
      return expires !== undefined && expires > now();
    },
    routes: new Map([
      [
        'POST /api/captcha/solve',
        async () => {
          const token = randomBytes(18).toString('base64url');
          tokens.set(token, now() + DEMO_CAPTCHA_LIFETIME_MS);
          return { status: 200, body: { token, expiresInMs: DEMO_CAPTCHA_LIFETIME_MS } };
        },
      ],
    ]),
  };
}
