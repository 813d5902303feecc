/** `site-machines/video`: video embeds (overlay first, player messages), their hook, component and stylesheet. */
export * from '../machines/video/index.ts';
export { bindVideoPlayer, registerVideo, subscribeToPlayer } from '../adapters/browser/video.ts';
export { useVideo } from '../adapters/react/useVideo.ts';
export type { UseVideoOptions } from '../adapters/react/useVideo.ts';
export { VideoSourceContext, useResolveVideoSrc } from '../adapters/react/useVideoSource.ts';
export { VideoEmbed } from '../ui/VideoEmbed.tsx';
export type { VideoEmbedProps } from '../ui/VideoEmbed.tsx';
export const stylesheets = ['site-machines/ui/media.css'] as const;
