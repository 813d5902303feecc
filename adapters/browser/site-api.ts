import * as t from 'io-ts';
import { commentCountScript, fontStylesheetUrl, siteUserLoginRequest, siteUserLogoutRequest, widgetRenderingRequest, type SiteUserCredentials, type WidgetBlock } from '../../machines/net/endpoints.ts';
import type { HttpRequest } from '../../machines/net/logic.ts';
import type { DataLayer } from './data-layer.ts';
import type { SafeStorage } from './storage.ts';

/** The part of `document` these loaders use (a test passes a stand-in). */
export type LoaderDocument = Pick<Document, 'createElement' | 'querySelector'> & { head: Pick<HTMLElement, 'append'> };

/** [NET-022] Loads the web font service's stylesheet for these families, once per address. */
export function loadFonts(families: readonly string[], doc: LoaderDocument = document): HTMLLinkElement | null {
  const href = fontStylesheetUrl(families);
  if (href === null || doc.querySelector(`link[href=${JSON.stringify(href)}]`)) return null;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  doc.head.append(link);
  return link;
}

/** [NET-023] Loads the comment service's count script, only when a short name is set. */
export function loadCommentCounts(shortName: string | null | undefined, doc: LoaderDocument = document): HTMLScriptElement | null {
  const src = commentCountScript(shortName);
  if (src === null) return null;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
  return script;
}

const WidgetAnswerCodec = t.type({ html: t.string });

/**
 * [NET-029] [NET-030] Fetches a block's rendering with the widget-rendering call and puts the
 * answer's data.html in place of the block's content. An answer without html text leaves the
 * content as it was and rejects.
 */
export async function renderWidgetBlock(
  dataLayer: DataLayer,
  container: Pick<Element, 'innerHTML'>,
  block: WidgetBlock,
  collectionId?: string,
): Promise<void> {
  const answer = await dataLayer.request(widgetRenderingRequest(block, collectionId));
  const data = t.UnknownRecord.is(answer) && 'data' in answer ? answer.data : answer;
  if (!WidgetAnswerCodec.is(data)) throw new Error('The widget rendering answer has no html.');
  container.innerHTML = data.html;
}

/** Where the site-user session keeps the XSRF token, and the header that sends it (names the spec leaves open). */
export const XSRF_STORAGE_KEY = 'siteUserXsrfToken';
export const XSRF_HEADER = 'x-xsrf-token';

const LoginAnswerCodec = t.type({ xsrfToken: t.string });

/**
 * Site-user requests: [NET-038] login stores [NET-039] the answer's xsrfToken in session
 * storage; [NET-040] later site-user requests send it as a header; [NET-041] logout sends
 * cloneCart and forgets the token.
 */
export function createSiteUserSession(dataLayer: DataLayer, storage: SafeStorage) {
  const withToken = (request: HttpRequest): HttpRequest => {
    const token = storage.get(XSRF_STORAGE_KEY);
    return token === null ? request : { ...request, headers: { ...request.headers, [XSRF_HEADER]: token } };
  };
  return {
    async login(credentials: SiteUserCredentials): Promise<unknown> {
      const answer = await dataLayer.request(siteUserLoginRequest(credentials));
      if (LoginAnswerCodec.is(answer)) storage.set(XSRF_STORAGE_KEY, answer.xsrfToken);
      return answer;
    },
    request: (request: HttpRequest) => dataLayer.request(withToken(request)),
    async logout(cloneCart: boolean): Promise<unknown> {
      const answer = await dataLayer.request(withToken(siteUserLogoutRequest(cloneCart)));
      storage.remove(XSRF_STORAGE_KEY);
      return answer;
    },
  };
}
