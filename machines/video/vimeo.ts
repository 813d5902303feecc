import { VIMEO_BASIC_ACCOUNT_TYPE, VIMEO_PROVIDER_NAME } from './constants.ts';
import type { VideoEmbed } from './embed.ts';
import type { OEmbedAnswer } from './oembed.ts';

/**
 * [MEDIA-036] A video from a Vimeo Basic account: a Vimeo embed (by its player's address, or
 * the answer's provider name) whose stored oEmbed answer (decoded: `decodeOEmbedAnswer`) says
 * `account_type: basic`, in any case. Without an answer nothing can tell: not refused.
 */
export function isVimeoBasicVideo(answer: OEmbedAnswer | null | undefined, embed: Pick<VideoEmbed, 'provider'> | null): boolean {
  if (!answer) return false;
  const vimeo = embed?.provider === 'vimeo' || answer.provider_name?.trim().toLowerCase() === VIMEO_PROVIDER_NAME;
  return vimeo && answer.account_type?.trim().toLowerCase() === VIMEO_BASIC_ACCOUNT_TYPE;
}
