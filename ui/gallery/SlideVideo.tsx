import type { GallerySlide } from '../../machines/gallery/codec.ts';
import { useResolveVideoSrc } from '../../adapters/react/useVideoSource.ts';
import { useSlideActive, type GalleryActor } from '../../adapters/react/useGallery.ts';
import { VideoEmbed } from '../VideoEmbed.tsx';

/**
 * A video slide: while it plays the gallery's autoplay pauses [GAL-053], and leaving the slide
 * resets the video to its overlay [GAL-054].
 */
export function SlideVideo({ actorRef, index, slide }: { actorRef: GalleryActor; index: number; slide: GallerySlide }) {
  const active = useSlideActive(actorRef, index);
  const resolveSrc = useResolveVideoSrc();
  if (!slide.video) return null;
  return (
    <VideoEmbed
      id={`video-${slide.id}`}
      embedHtml={slide.video.embedHtml}
      mode={slide.video.mode}
      title={slide.video.title ?? slide.title ?? 'Video'}
      thumbnail={slide.image ? { src: slide.image.src, dimensions: slide.dimensions } : undefined}
      active={active}
      resolveSrc={resolveSrc}
      onPlayingChange={(playing) => actorRef.send({ type: playing ? 'VIDEO_PLAY' : 'VIDEO_END' })}
    />
  );
}
