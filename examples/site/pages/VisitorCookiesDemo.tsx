import { removeCookie, writeCookie } from '../../../adapters/browser/cookies.ts';
import { useVisitorCookies } from '../../../adapters/react/useVisitorCookies.ts';
import { SESSION_COOKIE, VISIT_COOKIE } from '../../../machines/visitor-cookies/constants.ts';
import { CookieJar } from '../CookieJar.tsx';

/**
 * The visitor cookies of this example site (its cookie policy is not restrictive, so they
 * are written at once). Each button changes the browser's cookies, then counts a new page view.
 */
export function VisitorCookiesDemo() {
  const visitor = useVisitorCookies();
  const then = (change: () => void) => () => {
    change();
    visitor.refresh();
  };
  return (
    <>
      <h1>Visitor cookies</h1>
      <p>
        This is visit <strong data-testid="visit-count">{visitor.api?.visitCount ?? '…'}</strong> of visitor{' '}
        <code>{visitor.api?.visitorId ?? '…'}</code>.
      </p>
      <CookieJar label="Visitor cookies" names={[VISIT_COOKIE, SESSION_COOKIE]} />
      <div className="button-row">
        <button type="button" onClick={then(() => undefined)}>
          Next page view
        </button>
        <button type="button" onClick={then(() => removeCookie(SESSION_COOKIE))}>
          End the session (delete ss_cvt)
        </button>
        <button type="button" onClick={then(() => writeCookie(VISIT_COOKIE, 'not|a|valid|visit'))}>
          Damage ss_cvr
        </button>
        <button
          type="button"
          onClick={then(() => {
            removeCookie(VISIT_COOKIE);
            removeCookie(SESSION_COOKIE);
          })}
        >
          Forget me (delete both)
        </button>
      </div>
    </>
  );
}
