import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../../ui/dialogs.css';
import '../../ui/lightbox.css';
import './site.css';
import { installRemovedTweenGlobal } from '../../adapters/browser/tween-global.ts';
import { readSiteContext } from '../../adapters/browser/site-context.ts';
import { pageContextOf } from '../../machines/site-context/logic.ts';
import { App } from './App.tsx';
import { decodePagePayload, PAGE_PAYLOAD_ELEMENT_ID } from './page-payload.ts';
import type { PageComponent } from './routes.ts';
import { browserEnvironment } from './browser-environment.ts';
import { monitoring } from './monitoring.ts';

/**
 * Brings the server's page to life with the page module its entry (`site/entries/<Page>.tsx`)
 * imported statically: reads the payload the server embedded, picks the route's component and
 * hydrates the same tree (or, on the client-only comparison page, renders it).
 *
 * Why an entry per page module and no `await import()` here: module scripts run before the
 * document's load event, a dynamic import's module does not. Hydrating in the entry's own run
 * means React listens on the page before `load`, so a click that comes the moment the page has
 * loaded is taken (React hydrates at once for it) and not lost on markup nobody listens to.
 */
export function startPage(pageModule: unknown): void {
  // [GAL-083] Old template code calling the removed tween global gets a log, not an error.
  installRemovedTweenGlobal();
  // Uncaught errors and trace events go to the example server from the first moment.
  monitoring();
  const container = document.getElementById('root');
  if (!container) return;
  const payload = decodePagePayload(document.getElementById(PAGE_PAYLOAD_ELEMENT_ID)?.textContent);
  // The page component the server rendered, by its export name; without a payload, the module's
  // first component. (The routes table, with an import() of every page, stays on the server.)
  const exports = pageModule as Record<string, unknown>;
  const Page = (payload ? exports[payload.page] : Object.values(exports).find((value) => typeof value === 'function')) as PageComponent | undefined;
  if (!Page) return;
  const environment = payload?.environment ?? browserEnvironment();
  // [CONST-004] The page's site context, read with the one codec: refused values are warned about
  // and take their defaults (the server rendered the page from the same JSON).
  const pageContext = pageContextOf(readSiteContext(window));
  const tree = <App Page={Page} data={payload?.data} environment={environment} pageContext={pageContext} />;
  // Hydration starts in this very run, before the load event: React listens from then on, so a
  // press at load is taken. (Awaiting code first, even code preloaded by the HTML, moved it past
  // load and lost such a press: that is why a gallery's layouts are not deferred on this site.)
  // In a transition, hydration is time-sliced: React yields to the browser every few ms instead of
  // holding the main thread for the whole page (a 1,000-picture grid: hundreds of ms on a phone).
  // A press on the page meanwhile is not lost: React hydrates the root at once for a discrete
  // event and then dispatches it.
  if (payload?.rendering === 'server') startTransition(() => void hydrateRoot(container, tree));
  else createRoot(container).render(tree);
}
