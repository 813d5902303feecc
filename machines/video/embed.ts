import { attributeOf, elementsOf, type HtmlNode } from '../shared/html.ts';
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

/**
 * The player element of embed HTML as the page's HTML parser found it (the adapters parse:
 * DOMParser in the browser, parse5 on the server): which kind, and its attributes as written.
 * The machine takes this, never the HTML.
 */
export interface EmbedElement {
  kind: 'iframe' | 'object';
  /** The iframe's src, or the src of the embed inside the object. */
  src: string | null;
  width: string | null;
  height: string | null;
  title: string | null;
}

const size = (value: string | null) => {
  const number = value === null ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(number) && number > 0 ? number : null;
};

/**
 * [MEDIA-028] The player element of parsed embed HTML: the first iframe, else the first object
 * that holds an embed (its src from the embed, its size from the object). Anything else (no
 * player, a bare object, only a script) has none (null). Attributes are the parser's, so a `src`
 * written inside another attribute's value is that value, never the src.
 */
export function embedElementOf(nodes: readonly HtmlNode[]): EmbedElement | null {
  const elements = elementsOf(nodes);
  const iframe = elements.find((element) => element.name === 'iframe');
  if (iframe) {
    return { kind: 'iframe', src: attributeOf(iframe, 'src'), width: attributeOf(iframe, 'width'), height: attributeOf(iframe, 'height'), title: attributeOf(iframe, 'title') };
  }
  for (const object of elements.filter((element) => element.name === 'object')) {
    const embed = elementsOf(object.children).find((element) => element.name === 'embed');
    if (embed) return { kind: 'object', src: attributeOf(embed, 'src'), width: attributeOf(object, 'width'), height: attributeOf(object, 'height'), title: null };
  }
  return null;
}

/** A player address: http(s), protocol-relative or a path on the site; never javascript: or data:. */
function playerAddress(src: string | null): string | null {
  const trimmed = src?.trim() ?? '';
  if (!/^(https?:)?\/\/|^\/(?!\/)/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed, 'https://site.invalid/');
    return url.protocol === 'https:' || url.protocol === 'http:' ? trimmed : null;
  } catch {
    return null;
  }
}

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
 * [MEDIA-028] [MEDIA-029] [MEDIA-030] A valid embed from its player element: an iframe with a
 * player address, or an object whose embed has one; anything else is invalid (null). Scripts
 * and other markup never reach here.
 */
export function videoEmbedOf(element: EmbedElement | null | undefined): VideoEmbed | null {
  if (!element || (element.kind !== 'iframe' && element.kind !== 'object')) return null;
  const src = playerAddress(typeof element.src === 'string' ? element.src : null);
  if (src === null) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    kind: element.kind,
    src,
    width: size(text(element.width)),
    height: size(text(element.height)),
    title: element.kind === 'iframe' ? text(element.title) : null,
    provider: providerOf(src),
  };
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

/** The messages that ask a player to start reporting its state (YouTube 'listening', Vimeo's addEventListener per event); the adapter posts them to the frame. */
export function stateReportRequests(provider: VideoProvider, id: string): string[] {
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
