'use client';
import { useVideo, type UseVideoOptions } from '../adapters/react/useVideo.ts';
import type { Size } from '../machines/media/logic.ts';
import type { OEmbedAnswer } from '../machines/video/oembed.ts';
import { Image } from './Image.tsx';

export interface VideoEmbedProps extends UseVideoOptions {
  /** Unique on the page. */
  id: string;
  /** Untrusted embed HTML: only its iframe (or object/embed) address is used. */
  embedHtml: string;
  /** [MEDIA-026] none, fit or fill. */
  mode?: string | null;
  /** The overlay's picture. */
  thumbnail?: { src: string; dimensions: Size | null };
  /** The provider's oEmbed answer stored with the video, decoded (a Vimeo Basic account's video is unsupported). */
  oembed?: OEmbedAnswer | null;
}

/**
 * Render-only video embed: the overlay button first, then the player frame (keyed so a reload
 * mounts a new one), or the invalid embed's message.
 */
export function VideoEmbed({ id, embedHtml, mode, thumbnail, oembed, ...options }: VideoEmbedProps) {
  const { api } = useVideo({ id, embedHtml, mode, oembed }, options);
  return (
    <div {...api.getRootProps()} style={api.getRootProps().style as React.CSSProperties}>
      {api.status === 'invalid' ? (
        <p {...api.getErrorProps()}>{api.error}</p>
      ) : (
        <>
          <button {...api.getOverlayProps()}>
            {thumbnail && <Image id={`${id}-thumbnail`} src={thumbnail.src} dimensions={thumbnail.dimensions} mode="fill" load="viewport" alt="" />}
            <span className="sm-video-play" aria-hidden="true">▶</span>
          </button>
          {api.playerMounted && <iframe key={api.playerKey} {...api.getPlayerProps()} />}
        </>
      )}
    </div>
  );
}
