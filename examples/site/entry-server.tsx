/**
 * The example site's server renderer (built by Vite into dist/server, loaded by
 * examples/server.mjs): resolves the route, reads and decodes the page's data, and renders the
 * page with React's streaming renderer. The server writes the document around it.
 */
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { decodePageContext, pageContextOfDecoding } from '../../machines/session/codec.ts';
import { isMobileUserAgent, type PageEnvironment } from '../../machines/shared/environment.ts';
import { preloadIslands, RenderedDeferredContext } from '../../adapters/react/Island.tsx';
import { ModuleLinksContext, type ModuleLinks } from '../../adapters/react/module-preload.ts';
import { App } from './App.tsx';
import { provideSiteCartRunner } from './site-cart.tsx';
import { SiteCartRunner } from './SiteCartRunner.tsx';
import type { PagePayload } from './page-payload.ts';
import { findRoute, notFoundRoute, type Route } from './routes.ts';
import { loadPageData } from './server/page-data.ts';
import { pageContextOf } from './server/page-context.ts';

export { scriptSafeJson, PAGE_PAYLOAD_ELEMENT_ID } from './page-payload.ts';

// The server renders a site page's cart as it starts (its blocks show it): the runner is always here.
provideSiteCartRunner(SiteCartRunner);

/** What the server knows of one page request. */
export interface PageRequest {
  pathname: string;
  search: string;
  cookies: Readonly<Record<string, string>>;
  userAgent: string;
  /** 'client': send the page without markup, for the client-only comparison. */
  rendering: 'server' | 'client';
  /** The built chunks of a module reached through `import()`, to name in the HTML as it renders (from the bundler's manifest). */
  moduleLinks?: ModuleLinks;
  /** The request carries the site owner's session (the server checked its signature). */
  owner?: boolean;
}

export interface RenderedPage {
  status: number;
  route: Route;
  payload: PagePayload;
  /** Extra response headers (a cookie the page context clears, say). */
  headers: Record<string, string | string[]>;
  /** Writes the page's markup (nothing on the client-only page), then ends `destination`. */
  pipe(destination: Writable): void;
}

/** Cookies the page's components read while rendering: sent back in the payload for hydration. */
const RENDER_COOKIES = ['ss_cookieAllowed', 'ss_cvr', 'ss_cvt'];

/** What the response's status and headers and the document's head need: known before anything renders. */
export interface PageHead {
  status: number;
  route: Route;
  /** The page context JSON text (the visitor's cookie: escape it for a script element). */
  pageContext: string | null;
  /** Extra response headers (a cookie the page context clears, say). */
  headers: Record<string, string | string[]>;
}

/** The page a request asks for, without rendering it: the server sends the head from this at once. */
export function describePage(request: Pick<PageRequest, 'pathname' | 'search' | 'cookies'>): PageHead {
  const found = findRoute(request.pathname);
  const context = pageContextOf(request);
  return { status: found ? 200 : 404, route: found ?? notFoundRoute, pageContext: context.json, headers: context.headers };
}

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const found = findRoute(request.pathname);
  const route = found ?? notFoundRoute;
  const environment: PageEnvironment = {
    url: { pathname: request.pathname, search: request.search },
    cookies: Object.fromEntries(RENDER_COOKIES.flatMap((name) => (request.cookies[name] === undefined ? [] : [[name, request.cookies[name]]]))),
    now: Date.now(),
    mobile: isMobileUserAgent(request.userAgent),
  };
  const context = pageContextOf(request);
  const [Page, data] = await Promise.all([route.load(), loadPageData(route.path, { ...request, environment })]);
  // The page's blocks that wake in the browser (islands) render here in the same pass.
  await preloadIslands();
  // The page context decoded once, here: the browser hydrates from the typed value (its warnings, if any, logged here).
  const decoding = decodePageContext(context.json);
  if (!decoding.ok) console.warn(decoding.error, decoding.details);
  const visitor = pageContextOfDecoding(decoding);
  const payload: PagePayload = { route: route.path, page: route.page, data, environment, pageContext: context.json, visitor, rendering: request.rendering };
  const status = found ? 200 : 404;
  if (request.rendering === 'client') {
    return { status, route, payload, headers: context.headers, pipe: (destination) => destination.end() };
  }
  // What the page renders from chunks of their own (a gallery's layout): the browser fetches them before hydrating.
  const deferred = new Set<string>();
  // Site-owner HTML (banner text, embed code) is read by parse5 here, by DOMParser in the browser:
  // the same tree. No provider: `#html-parser` resolves to parse5 in this server build.
  const tree = (
    <ModuleLinksContext.Provider value={request.moduleLinks ?? null}>
      <RenderedDeferredContext.Provider value={deferred}>
        <App Page={Page} data={data} environment={environment} pageContext={visitor} />
      </RenderedDeferredContext.Provider>
    </ModuleLinksContext.Provider>
  );
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const stream = renderToPipeableStream(tree, {
      // Every boundary inline, in place: React outlines a large one (writes it apart and moves it
      // in with a script that reveals on a timer), which leaves a block hidden, unhydrated and out
      // of layout until that timer runs (a test's paused clock never runs it). The page is sent
      // once all of it is ready anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // The whole page at once: crawlers and visitors without JavaScript get every block.
      onAllReady() {
        payload.deferred = [...deferred];
        resolve({ status: failed === undefined ? status : 500, route, payload, headers: context.headers, pipe: (destination) => stream.pipe(destination) });
      },
      onShellError: reject,
      onError(error) {
        failed = error;
        console.error(error);
      },
    });
  });
}

