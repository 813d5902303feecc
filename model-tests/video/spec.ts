import { assign, setup } from 'xstate';

/**
 * A video embed as a visitor meets it, written apart from the real machine: MEDIA-023..033,
 * GAL-053..056 stated again. The player's reports are explicit events.
 */
export interface VideoModelConfig {
  /** youtube: a player with an interface; object: none (reloaded); invalid: no player at all. */
  embed: 'youtube' | 'object' | 'invalid';
  /**
   * machine: every event. page: what a visitor can do on /demo/video (no PLAY/PAUSE commands or
   * slide RESET there; a mode select only for the YouTube video; an object embed never reports).
   */
  surface: 'machine' | 'page';
  /** The mode the video starts in (default none). */
  mode?: 'none' | 'fit' | 'fill';
}

export type VideoModelEvent =
  | { type: 'ACTIVATE'; via: 'click' | 'Enter' | 'Space' }
  | { type: 'HIDE' }
  | { type: 'RESET' }
  | { type: 'SET_MODE'; mode: 'none' | 'fit' | 'fill' }
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | { type: 'PLAYER_PLAYING' }
  | { type: 'PLAYER_PAUSED' }
  | { type: 'PLAYER_ENDED' };

export type VideoModelState = 'invalid' | 'overlay' | 'starting' | 'playing' | 'paused';

export interface VideoView {
  status: VideoModelState;
  /** Player loads so far (counted up to LOADS_COUNTED): a reload makes a new player. */
  loads: number;
  mode: 'none' | 'fit' | 'fill';
  /** The last command posted to the player. */
  lastCommand: 'play' | 'pause' | null;
}

interface SpecContext {
  loads: number;
  mode: 'none' | 'fit' | 'fill';
  lastCommand: 'play' | 'pause' | null;
  interfaceful: boolean;
  /** The player is loaded (shown before, not reloaded since). */
  started: boolean;
}

/**
 * Loads are counted up to this and no further, so the spec's state space stays finite; views
 * compare the real count the same way.
 */
export const LOADS_COUNTED = 3;
const counted = (loads: number) => Math.min(LOADS_COUNTED, loads + 1);

export function createVideoSpec(config: VideoModelConfig) {
  const onPage = config.surface === 'page';
  const reports = config.embed === 'youtube' || !onPage;
  const modes = config.embed === 'youtube' || !onPage;
  const leave = [
    { guard: 'hasInterface' as const, target: '#videoSpec.overlay', actions: 'commandPause' as const },
    { target: '#videoSpec.overlay', actions: 'reload' as const },
  ];
  const setMode = { guard: 'isNewMode' as const, target: '#videoSpec.starting', actions: ['newMode', 'markStarted'] as const };
  const playing = {
    HIDE: leave,
    ...(onPage ? {} : { RESET: leave, PLAY: { actions: 'commandPlay' as const }, PAUSE: { actions: 'commandPause' as const } }),
    ...(modes ? { SET_MODE: setMode } : {}),
  };
  return setup({
    types: { context: {} as SpecContext, events: {} as VideoModelEvent },
    guards: {
      hasInterface: ({ context }) => context.interfaceful,
      isLoadedPlayer: ({ context }) => context.interfaceful && context.started,
      isNewMode: ({ context, event }) => event.type === 'SET_MODE' && event.mode !== context.mode,
    },
    actions: {
      commandPlay: assign({ lastCommand: 'play' as const }),
      commandPause: assign({ lastCommand: 'pause' as const }),
      reload: assign({ loads: ({ context }) => counted(context.loads), started: false }),
      markStarted: assign({ started: true }),
      newMode: assign({
        mode: ({ context, event }) => (event.type === 'SET_MODE' ? event.mode : context.mode),
        loads: ({ context }) => counted(context.loads),
        started: false,
      }),
    },
  }).createMachine({
    id: 'videoSpec',
    context: { loads: 0, mode: config.mode ?? 'none', lastCommand: null, interfaceful: config.embed === 'youtube', started: false },
    initial: config.embed === 'invalid' ? 'invalid' : 'overlay',
    states:
      config.embed === 'invalid'
        ? { invalid: {} }
        : {
            overlay: {
              on: {
                // A paused player with an interface is still there: showing it again plays it.
                ACTIVATE: [
                  { guard: 'isLoadedPlayer', target: 'starting', actions: 'commandPlay' },
                  { target: 'starting', actions: 'markStarted' },
                ],
                ...(modes ? { SET_MODE: { guard: 'isNewMode' as const, actions: 'newMode' as const } } : {}),
              },
            },
            starting: {
              on: { ...playing, ...(reports ? { PLAYER_PLAYING: 'playing' } : {}), ...(modes ? { SET_MODE: { ...setMode, reenter: true } } : {}) },
            },
            ...(reports
              ? {
                  playing: { on: { ...playing, PLAYER_PAUSED: 'paused', PLAYER_ENDED: 'paused' } },
                  paused: { on: { ...playing, PLAYER_PLAYING: 'playing' } },
                }
              : {}),
          },
  });
}

export type VideoSpec = ReturnType<typeof createVideoSpec>;
