/** [GAL-036] Class of the wrapper that makes a slide a video slide (the video embed's wrapper). */
export const VIDEO_WRAPPER_CLASS = 'sqs-video-wrapper';
