// The example site's demo captcha provider: an honest stand-in for a third-party captcha, which
// cannot load here. Checking its box asks this route for a token; the form backend redeems the
// token once, before it expires. It proves the captcha contract, not that a visitor is human.
import { randomBytes } from 'node:crypto';
import { createExpiringTokens } from './limits.mjs';
import { route } from './router.mjs';

/** How long a demo captcha token stays valid; the widget expires it in the page at the same time. */
export const DEMO_CAPTCHA_LIFETIME_MS = 120_000;

export function createDemoCaptcha({ now = () => Date.now() } = {}) {
  /** Unspent tokens, expired ones pruned as new ones come. */
  const tokens = createExpiringTokens({ lifetimeMs: DEMO_CAPTCHA_LIFETIME_MS, now });
  return {
    /** Spends a token: true once for a token this provider issued that has not expired. */
    redeem: (token) => tokens.spend(token),
    routes: [
      route('POST', '/api/captcha/solve', async () => {
        const token = randomBytes(18).toString('base64url');
        tokens.add(token);
        return { status: 200, body: { token, expiresInMs: DEMO_CAPTCHA_LIFETIME_MS } };
      }),
    ],
  };
}
