import { whoIsTracked } from '../../machines/permissions/logic.ts';
import { accountFactsOf } from '../../machines/site-context/logic.ts';
import type { SiteIdentity } from '../../machines/tracking/logic.ts';
import { encodeVisitCookie } from '../../machines/visitor-cookies/codec.ts';
import { readPageView, sendCensusHit, sendTrackBeacon } from './tracking.ts';
import { readSiteContext } from './site-context.ts';
import { startVisitorCookies } from './visitor-cookies.ts';

/**
 * Everything that follows a visitor: the visitor cookies, the page-view beacon and the census
 * hit. The one door to them: the site calls it only when `trackingAllowed(settings, consent)`
 * says so, at load or right after Accept, and nothing of it runs before. [TRK-005] [TRK-006]
 * A signed-in account (the page's site context) is not tracked, unless it only views the site
 * and is outside the config area.
 */
export function startVisitorTracking(site: SiteIdentity, win: Window = window): () => void {
  // Called once consent is given: the permission rules decide the rest.
  const verdict = whoIsTracked({ account: accountFactsOf(readSiteContext(win)), pathname: win.location.pathname, consent: true });
  if (!verdict.track) return () => {};
  const visitor = startVisitorCookies();
  const view = readPageView();
  // [TRK-004] /search is not a page view.
  if (verdict.pageView) {
    sendTrackBeacon(view);
    void sendCensusHit(view, site, encodeVisitCookie(visitor.getSnapshot().context));
  }
  return () => visitor.stop();
}
