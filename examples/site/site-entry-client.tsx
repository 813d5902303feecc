import { createRoot, hydrateRoot } from 'react-dom/client';
import '../../ui/dialogs.css';
import '../../ui/lightbox.css';
import './site.css';
import { installRemovedTweenGlobal } from '../../adapters/browser/tween-global.ts';
import type { PageContext } from '../../machines/session/logic.ts';
import { decodePagePayload, PAGE_PAYLOAD_ELEMENT_ID } from './page-payload.ts';
import type { PageComponent } from './routes.ts';
import { SiteApp } from './SiteApp.tsx';
import { catchErrorsEarly } from './early-errors.ts';

/**
 * Brings a page of the published site to life (its entry, `site/entries/Site<Page>.tsx`,
 * imported its page module statically, see entry-client.tsx's `startPage` for why): hydrates
 * `SiteApp` from the payload the server embedded. Everything in it was decoded on the server
 * (the blocks, the site chrome, the visitor's page context): this entry ships no codec for it
 * (issue 20, item 3). A page without a payload (not served by the site's server) is left as the server sent it.
 */
/** An anonymous visitor (the session's ANONYMOUS_PAGE, written out: its module brings the session's rules). */
const ANONYMOUS: PageContext = { loggedIn: false, websiteSettings: false, developerMode: false, cloneable: false, websiteRoles: [], useEscapeKeyToLogin: false, editor: false };

export interface StartSitePageOptions {
  /**
   * What must be here before the page hydrates, for this page's data and address (a gallery's
   * code when the address names one of its pictures: the lightbox opens with the page), or
   * undefined when nothing is: the page hydrates at once.
   */
  before?: (data: unknown) => Promise<unknown> | undefined;
}

export function startSitePage(pageModule: unknown, { before }: StartSitePageOptions = {}): void {
  // [GAL-083] Old template code calling the removed tween global gets a log, not an error.
  installRemovedTweenGlobal();
  // Uncaught errors are caught from the first moment; the reporter's code comes with the first one.
  catchErrorsEarly(() => import('./monitoring.ts').then((module) => module.monitoring()));
  const container = document.getElementById('root');
  const payload = decodePagePayload(document.getElementById(PAGE_PAYLOAD_ELEMENT_ID)?.textContent);
  if (!container || !payload) return;
  const Page = (pageModule as Record<string, unknown>)[payload.page] as PageComponent | undefined;
  if (!Page) return;
  const tree = <SiteApp Page={Page} data={payload.data} environment={payload.environment} pageContext={payload.visitor ?? ANONYMOUS} />;
  const start = () => {
    // 'client': the benchmarks' client-only comparison page, rendered from scratch.
    if (payload.rendering === 'server') hydrateRoot(container, tree);
    else createRoot(container).render(tree);
  };
  const waiting = before?.(payload.data);
  // A fetch that fails leaves the block to wake as it would have (its island fetches again).
  if (waiting) void waiting.then(start, start);
  else start();
}
