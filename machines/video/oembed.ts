import * as t from 'io-ts';
import { decodeWith, type Decoded } from '../shared/decode.ts';

/**
 * [MEDIA-036] The fields of a provider's oEmbed answer (stored with the video's block data
 * when the owner embedded it) that the page reads. Vimeo's answer names the owner's plan in
 * `account_type` (`basic`, `plus`, `pro`, `business`, ...); the rest of the answer is left alone.
 */
export const OEmbedAnswerCodec = /* @__PURE__ */ t.partial({ provider_name: t.string, account_type: t.string });
/** A video provider's oEmbed answer, decoded. */
export type OEmbedAnswer = t.TypeOf<typeof OEmbedAnswerCodec>;

/**
 * [MEDIA-036] Decodes a stored oEmbed answer at the edge (block data). What is not an answer
 * (missing, not an object, a field of the wrong type) is refused, and says nothing: the
 * caller falls back to null (`oembedOrNull`), and the video plays.
 */
export function decodeOEmbedAnswer(raw: unknown): Decoded<OEmbedAnswer> {
  const decoded = decodeWith(OEmbedAnswerCodec, raw);
  if (!decoded.ok) return decoded;
  const { provider_name, account_type } = decoded.data;
  return { ok: true, data: { ...(provider_name === undefined ? {} : { provider_name }), ...(account_type === undefined ? {} : { account_type }) } };
}

/** The decoded answer, or null (the fallback: nothing known, the video plays) [MEDIA-036]. */
export const oembedOrNull = (decoded: Decoded<OEmbedAnswer>): OEmbedAnswer | null => (decoded.ok ? decoded.data : null);
