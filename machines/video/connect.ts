import type { SnapshotFrom } from 'xstate';
import { VIDEO_FALLBACK_ASPECT_PERCENT, VIDEO_WRAPPER_CLASS } from './constants.ts';
import type { NormalizeProps } from '../shared/normalize.ts';
import { videoAnatomy } from './anatomy.ts';
import { playerSrc } from './embed.ts';
import type { VideoEvent, videoMachine } from './machine.ts';
import type { VideoApi, VideoConnectOptions, VideoStatus } from './types.ts';

export type VideoSnapshot = SnapshotFrom<typeof videoMachine>;

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
export function connect(snapshot: VideoSnapshot, send: (event: VideoEvent) => void, normalize: NormalizeProps, options: VideoConnectOptions): VideoApi {
  const { embed, error, mode, loads, id, started } = snapshot.context;
  const status = videoStatus(snapshot);
  const shown = status === 'starting' || status === 'playing' || status === 'paused';
  const percent = embed?.width && embed.height ? (100 * embed.height) / embed.width : VIDEO_FALLBACK_ASPECT_PERCENT;
  // The player address needs the page's origin, known in the browser (the server renders the overlay).
  const src = embed && options.origin ? playerSrc(embed, options.origin) : null;
  return {
    status,
    error: error ?? null,
    shown,
    playerMounted: shown || (started && embed?.kind === 'iframe' && embed.provider !== 'other'),
    playerKey: `${id}-${loads}`,
    getRootProps: () => normalize({
      id: videoAnatomy.id(id, 'root'),
      // [GAL-036] The wrapper that makes a slide a video slide.
      className: VIDEO_WRAPPER_CLASS,
      ...videoAnatomy.attrs('root'),
      'data-state': status,
      'data-mode': mode ?? 'none',
      'data-provider': embed?.provider,
      // How many times the player was (re)loaded, also while none is mounted [MEDIA-027].
      'data-loads': loads,
      style: { '--sm-video-ratio': `${percent}%` },
    }),
    getOverlayProps: () => normalize({
      type: 'button' as const,
      'aria-label': `Play video: ${options.title}`,
      hidden: shown,
      ...videoAnatomy.attrs('overlay'),
      onClick: () => send({ type: 'ACTIVATE' }),
    }),
    getPlayerProps: () => normalize({
      src: src && options.resolveSrc ? options.resolveSrc(src) : (src ?? undefined),
      title: embed?.title ?? options.title,
      allow: 'autoplay; fullscreen; picture-in-picture',
      hidden: !shown,
      ...videoAnatomy.attrs('player'),
      'data-loads': loads,
    }),
    getErrorProps: () => normalize({ role: 'note' as const, ...videoAnatomy.attrs('error'), hidden: status !== 'invalid' }),
  };
}
