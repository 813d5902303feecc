import { readCookies } from '../../adapters/browser/cookies.ts';
import { readMobile } from '../../adapters/browser/environment.ts';
import type { PageEnvironment } from '../../machines/shared/environment.ts';

/** The page environment read in the browser, for a page that came without a server's payload. */
export function browserEnvironment(): PageEnvironment {
  return {
    url: { pathname: window.location.pathname, search: window.location.search },
    cookies: readCookies(),
    now: Date.now(),
    mobile: readMobile(),
  };
}
