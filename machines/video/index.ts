export { videoMachine } from './machine.ts';
export type { VideoContext, VideoEmitted, VideoEvent, VideoInput } from './machine.ts';
export { connect as connectVideo, videoStatus } from './connect.ts';
export type { VideoApi, VideoSnapshot, VideoStatus } from './connect.ts';
export { parseEmbed, parsePlayerMessage, parseVideoMode, playerMessage, playerSrc, providerOf, subscribeMessages } from './embed.ts';
export type { PlayerCommand, PlayerState, VideoEmbed, VideoMode, VideoProvider } from './embed.ts';
export * from './constants.ts';
