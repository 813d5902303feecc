import type { SnapshotFrom } from 'xstate';
import { VIDEO_FALLBACK_ASPECT_PERCENT, VIDEO_WRAPPER_CLASS } from './constants.ts';
import { playerSrc } from './embed.ts';
import type { VideoEvent, videoMachine } from './machine.ts';

export type VideoSnapshot = SnapshotFrom<typeof videoMachine>;
export type VideoStatus = 'invalid' | 'overlay' | 'starting' | 'playing' | 'paused';

export function videoStatus(snapshot: VideoSnapshot): VideoStatus {
  if (snapshot.matches('invalid')) return 'invalid';
  if (snapshot.matches({ shown: 'playing' })) return 'playing';
  if (snapshot.matches({ shown: 'paused' })) return 'paused';
  if (snapshot.matches('shown')) return 'starting';
  return 'overlay';
}

/**
 * Pure view model of a video embed: the wrapper (its box holds the embed's ratio, or 56.3 %
 * [MEDIA-035]), the overlay button [MEDIA-023] [MEDIA-024] and the player, shown only after
 * activation and keyed by its load count so a reload [MEDIA-027] makes a new one.
 */
export function connect(snapshot: VideoSnapshot, send: (event: VideoEvent) => void, options: { title: string; origin: string; resolveSrc?: (src: string) => string }) {
  const { embed, error, mode, loads, id, started } = snapshot.context;
  const status = videoStatus(snapshot);
  const shown = status === 'starting' || status === 'playing' || status === 'paused';
  const percent = embed?.width && embed.height ? (100 * embed.height) / embed.width : VIDEO_FALLBACK_ASPECT_PERCENT;
  // The player address needs the page's origin, known in the browser (the server renders the overlay).
  const src = embed && options.origin ? playerSrc(embed, options.origin) : null;
  return {
    status,
    error,
    shown,
    /**
     * Render the player: while shown, and (hidden) after, for a player with an interface that
     * was paused by message rather than reloaded [GAL-055].
     */
    playerMounted: shown || (started && embed?.kind === 'iframe' && embed.provider !== 'other'),
    /** Key the player element on this: a reload [MEDIA-027] [GAL-056] mounts a new one. */
    playerKey: `${id}-${loads}`,
    getRootProps: () => ({
      // [GAL-036] The wrapper that makes a slide a video slide.
      className: VIDEO_WRAPPER_CLASS,
      'data-scope': 'video' as const,
      'data-part': 'root' as const,
      'data-state': status,
      'data-mode': mode ?? 'none',
      'data-provider': embed?.provider,
      // How many times the player was (re)loaded, also while none is mounted [MEDIA-027].
      'data-loads': loads,
      style: { '--sm-video-ratio': `${percent}%` },
    }),
    /** The overlay: a button, so click, Enter and Space all activate it [MEDIA-024]. */
    getOverlayProps: () => ({
      type: 'button' as const,
      'aria-label': `Play video: ${options.title}`,
      hidden: shown,
      'data-scope': 'video' as const,
      'data-part': 'overlay' as const,
      onClick: () => send({ type: 'ACTIVATE' }),
    }),
    /** Spread on an `<iframe>` (or an `<embed>` for an object); render it only when `shown`. */
    getPlayerProps: () => ({
      src: src && options.resolveSrc ? options.resolveSrc(src) : (src ?? undefined),
      title: embed?.title ?? options.title,
      allow: 'autoplay; fullscreen; picture-in-picture',
      hidden: !shown,
      'data-scope': 'video' as const,
      'data-part': 'player' as const,
      'data-loads': loads,
    }),
    /** The invalid embed's message [MEDIA-031]. */
    getErrorProps: () => ({ role: 'note' as const, 'data-scope': 'video' as const, 'data-part': 'error' as const, hidden: status !== 'invalid' }),
  };
}

export type VideoApi = ReturnType<typeof connect>;
