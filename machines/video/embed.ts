import { PLAYER_HOSTS, VIDEO_MODES } from './constants.ts';

export type VideoProvider = 'youtube' | 'vimeo' | 'other';
export type VideoMode = (typeof VIDEO_MODES)[number];
export type PlayerCommand = 'play' | 'pause';
export type PlayerState = 'playing' | 'paused' | 'ended';

/** A valid embed, rebuilt from what the HTML says: never the HTML itself (no script runs). */
export interface VideoEmbed {
  kind: 'iframe' | 'object';
  src: string;
  width: number | null;
  height: number | null;
  title: string | null;
  provider: VideoProvider;
}

const attribute = (tag: string, name: string): string | null => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  const value = match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
  return value === null ? null : value.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
};
const size = (value: string | null) => {
  const number = value === null ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(number) && number > 0 ? number : null;
};

/** [MEDIA-033] Which player interface an address belongs to. */
export function providerOf(src: string): VideoProvider {
  try {
    const host = new URL(src, 'https://invalid.example').hostname;
    if ((PLAYER_HOSTS.youtube as readonly string[]).includes(host)) return 'youtube';
    if ((PLAYER_HOSTS.vimeo as readonly string[]).includes(host)) return 'vimeo';
  } catch {
    // An address that does not parse has no player interface.
  }
  return 'other';
}

/**
 * [MEDIA-028] [MEDIA-029] [MEDIA-030] Reads embed HTML: an iframe with a source, or an object
 * that holds an embed with a source. Anything else (no player, a bare object, only a script)
 * is invalid (null). Scripts and other markup are never kept.
 */
export function parseEmbed(html: unknown): VideoEmbed | null {
  if (typeof html !== 'string') return null;
  const iframe = /<iframe\b[^>]*>/i.exec(html)?.[0];
  if (iframe) {
    const src = attribute(iframe, 'src');
    if (!src || !/^(https?:)?\/\/|^\//i.test(src)) return null;
    return { kind: 'iframe', src, width: size(attribute(iframe, 'width')), height: size(attribute(iframe, 'height')), title: attribute(iframe, 'title'), provider: providerOf(src) };
  }
  const object = /<object\b[^>]*>([\s\S]*?)<\/object>/i.exec(html);
  if (object) {
    const embed = /<embed\b[^>]*>/i.exec(object[1] ?? '')?.[0];
    const src = embed ? attribute(embed, 'src') : null;
    if (!embed || !src || !/^(https?:)?\/\/|^\//i.test(src)) return null;
    const open = object[0];
    return { kind: 'object', src, width: size(attribute(open, 'width')), height: size(attribute(open, 'height')), title: null, provider: providerOf(src) };
  }
  return null;
}

/** [MEDIA-026] none, fit, fill or null; anything else reads as null. */
export function parseVideoMode(value: unknown): VideoMode | null {
  return typeof value === 'string' && (VIDEO_MODES as readonly string[]).includes(value) ? (value as VideoMode) : null;
}

/** The player address once shown: autoplay, and the player interface switched on. */
export function playerSrc(embed: VideoEmbed, origin: string): string {
  const url = new URL(embed.src, origin);
  url.searchParams.set('autoplay', '1');
  if (embed.provider === 'youtube') {
    url.searchParams.set('enablejsapi', '1');
    url.searchParams.set('origin', origin);
  }
  if (embed.provider === 'vimeo') url.searchParams.set('api', '1');
  return url.href;
}

/** [MEDIA-033] The message that gives a player a command, in its service's format. */
export function playerMessage(provider: VideoProvider, command: PlayerCommand): string | null {
  if (provider === 'youtube') return JSON.stringify({ event: 'command', func: command === 'play' ? 'playVideo' : 'pauseVideo', args: [] });
  if (provider === 'vimeo') return JSON.stringify({ method: command });
  return null;
}

/** Messages that ask a player to report its state to us (YouTube 'listening', Vimeo listeners). */
export function subscribeMessages(provider: VideoProvider, id: string): string[] {
  if (provider === 'youtube') return [JSON.stringify({ event: 'listening', id, channel: 'widget' })];
  if (provider === 'vimeo') return ['play', 'pause', 'ended'].map((value) => JSON.stringify({ method: 'addEventListener', value }));
  return [];
}

/** [MEDIA-033] A player's report, read in its service's format; null for anything else. */
export function parsePlayerMessage(provider: VideoProvider, data: unknown): PlayerState | null {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof message !== 'object' || message === null) return null;
  const record = message as Record<string, unknown>;
  if (provider === 'youtube') {
    const info = record.event === 'onStateChange' ? record.info : record.event === 'infoDelivery' ? (record.info as { playerState?: unknown } | null)?.playerState : undefined;
    return info === 1 ? 'playing' : info === 2 ? 'paused' : info === 0 ? 'ended' : null;
  }
  if (provider === 'vimeo') {
    const event = record.event;
    return event === 'play' || event === 'playing' ? 'playing' : event === 'pause' ? 'paused' : event === 'ended' || event === 'finish' ? 'ended' : null;
  }
  return null;
}
