'use client';
import { useContext } from 'react';
import { VideoSourceContext } from '../../adapters/react/useVideoSource.ts';
import { VideoEmbed } from '../VideoEmbed.tsx';
import type { SlideMediaProps } from './shared.tsx';

/**
 * A video slide (loaded on demand, see `SlideMedia`): while it plays the gallery's autoplay
 * pauses [GAL-053], and leaving the slide resets the video to its overlay [GAL-054] [GAL-061].
 */
export function SlideVideo({ scope, slide, active }: SlideMediaProps) {
  // The site's player addresses (a local stand-in player, a privacy-friendly host), if it gives any.
  const resolveSrc = useContext(VideoSourceContext);
  if (!slide.video) return null;
  return (
    <VideoEmbed
      id={`${scope.options.id}-video-${slide.id}`}
      embedHtml={slide.video.embedHtml}
      mode={slide.video.mode}
      oembed={slide.video.oembed}
      title={slide.video.title ?? slide.title ?? 'Video'}
      thumbnail={slide.image ? { src: slide.image.src, dimensions: slide.dimensions } : undefined}
      active={active}
      resolveSrc={resolveSrc}
      onPlayingChange={(playing) => scope.actorRef.send({ type: playing ? 'VIDEO_PLAY' : 'VIDEO_END' })}
    />
  );
}
