import * as t from 'io-ts';
import { decodeWith, type Decoded } from '../shared/decode.ts';
import { decodeSiteContext } from '../site-context/codec.ts';
import { accountFactsRefused, pageContextOf } from '../site-context/logic.ts';
import { PAGE_CONTEXT_ERROR } from './constants.ts';
import type { PageContext } from './logic.ts';

/** A decoded page context, or the refusal with its message and the anonymous context to fall back on. */
export type PageContextDecoding = Extract<Decoded<PageContext>, { ok: true }> | (Extract<Decoded<PageContext>, { ok: false }> & { error: string; fallback: PageContext });

/**
 * The session's part of the page's site context (`decodeSiteContext`, the one codec of the
 * page's context). Missing fields take the anonymous value; text that does not parse, or any
 * refused account field, gives an anonymous visitor and the error to warn with, so bad data
 * can never grant owner behaviour.
 */
export function decodePageContext(json: string | null | undefined): PageContextDecoding {
  const decoding = decodeSiteContext(json);
  const page = pageContextOf(decoding);
  return accountFactsRefused(decoding) ? { ok: false, fallback: page, error: PAGE_CONTEXT_ERROR, details: [...decoding.warnings] } : { ok: true, data: page };
}

/** The logout call's answer: success, or a crumb failure with the new crumb (untrusted JSON). */
const LogoutAnswerCodec = t.partial({ crumbFail: t.boolean, crumb: t.string, error: t.string });

/** What the logout endpoint answered: done, a stale crumb to retry with, or a failure message. */
export type LogoutOutcome = { outcome: 'ok' } | { outcome: 'crumbFail'; crumb: string | null } | { outcome: 'failed'; message: string };

/**
 * [NAV-026] Reads the logout answer: `crumbFail` (with the new crumb when given) asks for
 * the one retry; an `error` field or a failing status is a failure; a body of the wrong shape
 * is refused (the caller treats it as a failure).
 */
export function decodeLogoutAnswer(status: number, body: unknown): Decoded<LogoutOutcome> {
  const decoded = decodeWith(LogoutAnswerCodec, body ?? {});
  if (!decoded.ok) return decoded;
  if (decoded.data.crumbFail) return { ok: true, data: { outcome: 'crumbFail', crumb: decoded.data.crumb ?? null } };
  if (decoded.data.error !== undefined) return { ok: true, data: { outcome: 'failed', message: decoded.data.error } };
  if (status < 200 || status >= 300) return { ok: true, data: { outcome: 'failed', message: `HTTP ${status}` } };
  return { ok: true, data: { outcome: 'ok' } };
}

/** The page context a decoding gives: the decoded one, or the anonymous fallback. */
export const pageContextOfDecoding = (decoding: PageContextDecoding): PageContext => (decoding.ok ? decoding.data : decoding.fallback);
