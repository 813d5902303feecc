import * as G from '#io-ts-guard';
import type { Decoded } from '../shared/decode.ts';
import { decodeWithGuard } from '../shared/guard.ts';

// The consent cookie's decoder in a module of its own, on io-ts's guard module: a page that takes
// its banner settings decoded by the server reads only this cookie in the browser, and ships no
// classic io-ts for it (issue 20: codecs guard what the browser reads from cookies).
const ConsentGuard = /* @__PURE__ */ G.literal('true', 'false');

/** [COOK-011] The consent cookie holds `true` or `false`; any other value is refused and counts as unset (`consentOf`). */
export function decodeConsent(value: unknown): Decoded<'true' | 'false'> {
  return decodeWithGuard(ConsentGuard, value, '(root): expected "true" | "false"');
}

/** The consent a cookie value gives, or undefined (unset) [COOK-011]. */
export const consentOf = (value: unknown): 'true' | 'false' | undefined => {
  const decoded = decodeConsent(value);
  return decoded.ok ? decoded.data : undefined;
};
