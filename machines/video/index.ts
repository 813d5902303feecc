export { videoMachine } from './machine.ts';
export type { VideoContext, VideoEvent, VideoInput } from './machine.ts';
export { connect as connectVideo } from './connect.ts';
export type { VideoApi } from './types.ts';
export { decodeOEmbedAnswer } from './oembed.ts';
export type { OEmbedAnswer } from './oembed.ts';
