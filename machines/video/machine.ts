import { assign, emit, setup } from 'xstate';
import { INVALID_VIDEO_EMBED, VIMEO_BASIC_UNSUPPORTED } from './constants.ts';
import type { OEmbedAnswer } from './oembed.ts';
import { isVimeoBasicVideo } from './vimeo.ts';
import { parseVideoMode, videoEmbedOf, type EmbedElement, type PlayerCommand, type VideoEmbed, type VideoMode } from './embed.ts';

/** What the video machine starts from: `createActor(videoMachine, { input })`. */
export interface VideoInput {
  /**
   * [MEDIA-028] The embed's player element as an HTML parser found it in the embed code (the
   * adapters' `parseEmbedHtml`: DOMParser in the browser, parse5 on the server), or null.
   */
  embed: EmbedElement | null;
  /** [MEDIA-026] none, fit, fill or null. */
  mode?: unknown;
  /** Unique on the page: other videos hide when this one shows [MEDIA-025]. */
  id: string;
  /** The provider's oEmbed answer stored with the video, decoded (`decodeOEmbedAnswer`) [MEDIA-036]. */
  oembed?: OEmbedAnswer | null;
}

/** What the video machine remembers (`snapshot.context`). */
export interface VideoContext {
  id: string;
  embed: VideoEmbed | null;
  /**
   * [MEDIA-031] 'Invalid video embed.' when the embed holds no player; [MEDIA-036] the
   * unsupported message for a Vimeo Basic account's video. Either way the video is invalid.
   */
  error: string | null;
  mode: VideoMode | null;
  /** How many times the player was (re)loaded: a renderer keys the player element on it. */
  loads: number;
  /** The player has been loaded and not reloaded since: a player with an interface stays. */
  started: boolean;
}

/** The events the video machine accepts. */
export type VideoEvent =
  /** Click, Enter or Space on the overlay [MEDIA-024]. */
  | { type: 'ACTIVATE' }
  /** Another video was shown [MEDIA-025]. */
  | { type: 'HIDE' }
  /** Its slide was left [GAL-054]. */
  | { type: 'RESET' }
  | { type: 'SET_MODE'; mode: unknown }
  /** Commands for the player (autoplay wants quiet, a visitor's control). */
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  /** What the player reports by message [MEDIA-033]. */
  | { type: 'PLAYER_PLAYING' }
  | { type: 'PLAYER_PAUSED' }
  | { type: 'PLAYER_ENDED' };

export type VideoEmitted =
  /** Hide the other videos' players [MEDIA-025]. */
  | { type: 'shown'; id: string }
  /** Post this command to the player [MEDIA-033]. */
  | { type: 'command'; command: PlayerCommand }
  /** The video plays: a gallery pauses its autoplay [GAL-053]. */
  | { type: 'playing'; id: string }
  /** The video stopped playing (paused, ended, reset): autoplay is restored. */
  | { type: 'stopped'; id: string };

/** [GAL-055] A player with an interface is paused by message; [GAL-056] others are reloaded. */
const hasPlayerInterface = (context: VideoContext) => context.embed?.kind === 'iframe' && context.embed.provider !== 'other';

/**
 * [MEDIA-023] A video embed: its overlay first; shown on activation, which hides the other
 * players; back to the overlay when its slide is left; a mode change reloads the player.
 */
export const videoMachine = setup({
  types: {
    input: {} as VideoInput,
    context: {} as VideoContext,
    events: {} as VideoEvent,
    emitted: {} as VideoEmitted,
  },
  guards: {
    isInvalid: ({ context }) => context.error !== null,
    isNewMode: ({ context, event }) => event.type === 'SET_MODE' && parseVideoMode(event.mode) !== context.mode,
    hasPlayerInterface: ({ context }) => hasPlayerInterface(context),
    /** A paused player with an interface is still loaded: showing it again plays it. */
    isLoadedPlayer: ({ context }) => context.started && hasPlayerInterface(context),
  },
  actions: {
    emitShown: emit(({ context }) => ({ type: 'shown' as const, id: context.id })),
    emitPlaying: emit(({ context }) => ({ type: 'playing' as const, id: context.id })),
    emitStopped: emit(({ context }) => ({ type: 'stopped' as const, id: context.id })),
    commandPlay: emit({ type: 'command' as const, command: 'play' as const }),
    commandPause: emit({ type: 'command' as const, command: 'pause' as const }),
    // [MEDIA-027] A new mode reloads the player.
    setMode: assign(({ context, event }) => (event.type === 'SET_MODE' ? { mode: parseVideoMode(event.mode), loads: context.loads + 1, started: false } : {})),
    reload: assign(({ context }) => ({ loads: context.loads + 1, started: false })),
    markStarted: assign({ started: true }),
  },
}).createMachine({
  id: 'video',
  context: ({ input }) => {
    const embed = videoEmbedOf(input.embed);
    // [MEDIA-031] No valid embed; [MEDIA-036] a Vimeo Basic account's video is not supported.
    const error = embed === null ? INVALID_VIDEO_EMBED : isVimeoBasicVideo(input.oembed, embed) ? VIMEO_BASIC_UNSUPPORTED : null;
    return { id: input.id, embed, error, mode: parseVideoMode(input.mode), loads: 0, started: false };
  },
  initial: 'overlay',
  states: {
    invalid: { type: 'final' },
    overlay: {
      // [MEDIA-030] A video without a valid embed is marked invalid; [MEDIA-036] so is a Vimeo Basic account's.
      always: { guard: 'isInvalid', target: 'invalid' },
      on: {
        ACTIVATE: [
          { guard: 'isLoadedPlayer', target: 'shown', actions: ['emitShown', 'commandPlay'] },
          { target: 'shown', actions: ['markStarted', 'emitShown'] },
        ],
        SET_MODE: { guard: 'isNewMode', actions: 'setMode' },
      },
    },
    shown: {
      initial: 'starting',
      on: {
        // [GAL-054] [GAL-055] [GAL-056] Leaving the slide (or another video showing) brings the
        // overlay back: a player with an interface is paused, any other is reloaded.
        RESET: [
          { guard: 'hasPlayerInterface', target: 'overlay', actions: 'commandPause' },
          { target: 'overlay', actions: 'reload' },
        ],
        HIDE: [
          { guard: 'hasPlayerInterface', target: 'overlay', actions: 'commandPause' },
          { target: 'overlay', actions: 'reload' },
        ],
        SET_MODE: { guard: 'isNewMode', target: '.starting', reenter: true, actions: ['setMode', 'markStarted'] },
        PLAY: { actions: 'commandPlay' },
        PAUSE: { actions: 'commandPause' },
      },
      states: {
        /** The player loads with autoplay on; it has not reported yet. */
        starting: {
          on: { PLAYER_PLAYING: { target: 'playing', actions: 'emitPlaying' } },
        },
        playing: {
          exit: 'emitStopped',
          on: {
            PLAYER_PAUSED: 'paused',
            PLAYER_ENDED: 'paused',
          },
        },
        paused: {
          on: { PLAYER_PLAYING: { target: 'playing', actions: 'emitPlaying' } },
        },
      },
    },
  },
});
