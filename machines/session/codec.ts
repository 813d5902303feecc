import * as t from 'io-ts';
import { decodeWith, parseJson } from '../shared/decode.ts';
import { PAGE_CONTEXT_ERROR } from './constants.ts';
import { ANONYMOUS_PAGE, type PageContext } from './logic.ts';

/** The page context a published page carries about its visitor (untrusted JSON). */
const PageContextCodec = t.partial({
  loggedIn: t.boolean,
  websiteSettings: t.boolean,
  developerMode: t.boolean,
  cloneable: t.boolean,
  websiteRoles: t.array(t.number),
  useEscapeKeyToLogin: t.boolean,
  editor: t.boolean,
});

export type PageContextDecoding = { ok: true; page: PageContext } | { ok: false; page: PageContext; error: string; details: string[] };

/**
 * Decodes the page context. Missing fields take the anonymous value; text that does not
 * parse or has a wrong field gives an anonymous visitor and the error to warn with, so bad
 * data can never grant owner behaviour.
 */
export function decodePageContext(json: string | null | undefined): PageContextDecoding {
  if (json === null || json === undefined || json === '') return { ok: true, page: ANONYMOUS_PAGE };
  const parsed = parseJson(json);
  if (!parsed.ok) return { ok: false, page: ANONYMOUS_PAGE, error: PAGE_CONTEXT_ERROR, details: [parsed.message] };
  const decoded = decodeWith(PageContextCodec, parsed.value);
  if (!decoded.ok) return { ok: false, page: ANONYMOUS_PAGE, error: PAGE_CONTEXT_ERROR, details: decoded.details };
  return { ok: true, page: { ...ANONYMOUS_PAGE, ...decoded.data } };
}

/** The logout call's answer: success, or a crumb failure with the new crumb (untrusted JSON). */
const LogoutAnswerCodec = t.partial({ crumbFail: t.boolean, crumb: t.string, error: t.string });

export type LogoutOutcome = { outcome: 'ok' } | { outcome: 'crumbFail'; crumb: string | null } | { outcome: 'failed'; message: string };

/**
 * [NAV-026] Reads the logout answer: `crumbFail` (with the new crumb when given) asks for
 * the one retry; an `error` field, a failing status or an unreadable body is a failure.
 */
export function decodeLogoutAnswer(status: number, body: unknown): LogoutOutcome {
  const decoded = decodeWith(LogoutAnswerCodec, body ?? {});
  if (!decoded.ok) return { outcome: 'failed', message: decoded.details.join('; ') };
  if (decoded.data.crumbFail) return { outcome: 'crumbFail', crumb: decoded.data.crumb ?? null };
  if (decoded.data.error !== undefined) return { outcome: 'failed', message: decoded.data.error };
  if (status < 200 || status >= 300) return { outcome: 'failed', message: `HTTP ${status}` };
  return { outcome: 'ok' };
}
