import type { VideoProvider } from './embed.ts';

export type VideoStatus = 'invalid' | 'overlay' | 'starting' | 'playing' | 'paused';

/** What `connect` needs beyond the snapshot: the words and the page's origin (a browser fact, '' on the server). */
export interface VideoConnectOptions {
  title: string;
  origin: string;
  /** Rewrites the player address (a local stand-in player, a privacy host); a pure function. */
  resolveSrc?: (src: string) => string;
}

/** The view model of a video embed, for any renderer. */
export interface VideoApi {
  status: VideoStatus;
  error: string | null;
  shown: boolean;
  /**
   * Render the player: while shown, and (hidden) after, for a player with an interface that
   * was paused by message rather than reloaded [GAL-055].
   */
  playerMounted: boolean;
  /** Key the player element on this: a reload [MEDIA-027] [GAL-056] mounts a new one. */
  playerKey: string;
  getRootProps(): {
    id: string;
    className: string;
    'data-scope': 'video';
    'data-part': 'root';
    'data-state': VideoStatus;
    'data-mode': string;
    'data-provider': VideoProvider | undefined;
    'data-loads': number;
    style: Record<string, string>;
  };
  /** The overlay: a button, so click, Enter and Space all activate it [MEDIA-024]. */
  getOverlayProps(): { type: 'button'; 'aria-label': string; hidden: boolean; 'data-scope': 'video'; 'data-part': 'overlay'; onClick(): void };
  /** Spread on an `<iframe>` (or an `<embed>` for an object); render it only when `playerMounted`. */
  getPlayerProps(): { src: string | undefined; title: string; allow: string; hidden: boolean; 'data-scope': 'video'; 'data-part': 'player'; 'data-loads': number };
  /** The invalid embed's message [MEDIA-031]. */
  getErrorProps(): { role: 'note'; 'data-scope': 'video'; 'data-part': 'error'; hidden: boolean };
}
