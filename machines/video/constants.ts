/** Spec literals of video embeds (spec 001 §4, §5, §8, §9), each with its requirement ID. */

// [GAL-036] The wrapper's class, in a module of its own (./wrapper.ts): a gallery's first screen
// names it without the video layer's other literals.
export { VIDEO_WRAPPER_CLASS } from './wrapper.ts';
/** [MEDIA-026] Video modes (null: none given). */
export const VIDEO_MODES = ['none', 'fit', 'fill'] as const;
/** [MEDIA-031] */
export const INVALID_VIDEO_EMBED = 'Invalid video embed.';
/** [MEDIA-032] */
export const CUSTOM_THUMBNAIL_NEEDS_EMBED =
  'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.';
/** [MEDIA-035] The fallback aspect ratio of a video box: 56.3 %. */
export const VIDEO_FALLBACK_ASPECT_PERCENT = 56.3;
/** [MEDIA-036] Vimeo basic account videos are unsupported (the spec gives no text: ours). */
export const VIMEO_BASIC_UNSUPPORTED = 'This video cannot be played here: videos from Vimeo Basic accounts are not supported.';
/** [MEDIA-036] How a Vimeo oEmbed answer names its provider and the Basic plan (`provider_name`, `account_type`). */
export const VIMEO_PROVIDER_NAME = 'vimeo';
export const VIMEO_BASIC_ACCOUNT_TYPE = 'basic';

/**
 * [MEDIA-033] The two hosting services' player interfaces: where their players live and the
 * messages that play and pause them (YouTube IFrame API, Vimeo player API).
 */
export const PLAYER_HOSTS = {
  youtube: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com', 'm.youtube.com'],
  vimeo: ['player.vimeo.com', 'vimeo.com'],
} as const;
