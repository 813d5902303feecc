import type { SnapshotFrom } from 'xstate';
import { videoMachine } from '../../machines/video/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createVideoSpec, type VideoModelConfig, type VideoModelEvent, type VideoModelState, type VideoSpec, type VideoView } from './spec.ts';

export const videoModel: BehaviourModel<VideoModelConfig, VideoModelEvent, VideoView, VideoSpec> = {
  machineName: 'videoMachine',
  machine: videoMachine,
  configs: [
    { embed: 'youtube', surface: 'machine' },
    { embed: 'object', surface: 'machine' },
    { embed: 'invalid', surface: 'machine' },
  ],
  describeConfig: (config) => `${config.embed} embed`,
  createSpec: createVideoSpec,
  events(config, snapshot: SnapshotFrom<VideoSpec>) {
    const state = snapshot.value as VideoModelState;
    if (state === 'invalid') return [];
    // Every type a state handles is offered (xstate/graph would add it bare otherwise).
    const events: VideoModelEvent[] = [];
    if (state === 'overlay') events.push({ type: 'ACTIVATE', via: 'click' });
    else {
      events.push({ type: 'RESET' }, { type: 'HIDE' }, { type: 'PLAY' }, { type: 'PAUSE' });
      events.push(state === 'playing' ? { type: 'PLAYER_PAUSED' } : { type: 'PLAYER_PLAYING' });
      if (state === 'playing') events.push({ type: 'PLAYER_ENDED' });
    }
    events.push({ type: 'SET_MODE', mode: snapshot.context.mode === 'fill' ? 'fit' : 'fill' });
    // On the page only what the spec machine of that surface handles (see VideoModelConfig).
    return config.surface === 'page' ? events.filter((event) => snapshot.can(event)) : events;
  },
  extraPaths: (config) =>
    config.embed === 'invalid'
      ? []
      : config.surface === 'page'
        ? pageExtraPaths(config)
        : [
          [{ type: 'ACTIVATE', via: 'Enter' }, { type: 'PLAYER_PLAYING' }, { type: 'PLAYER_ENDED' }, { type: 'PLAYER_PLAYING' }, { type: 'RESET' }, { type: 'ACTIVATE', via: 'Space' }],
          [{ type: 'ACTIVATE', via: 'click' }, { type: 'PLAY' }, { type: 'PAUSE' }, { type: 'HIDE' }],
          [{ type: 'ACTIVATE', via: 'click' }, { type: 'PLAYER_PLAYING' }, { type: 'SET_MODE', mode: 'fill' }, { type: 'PLAYER_PLAYING' }, { type: 'PLAYER_PAUSED' }],
        ],
  view: (snapshot) => ({
    status: snapshot.value as VideoModelState,
    loads: snapshot.context.loads,
    mode: snapshot.context.mode,
    lastCommand: snapshot.context.lastCommand,
  }),
};

/** Keyboard activation, ending and replaying on the page (shortest paths use clicks only). */
function pageExtraPaths(config: VideoModelConfig): VideoModelEvent[][] {
  if (config.embed !== 'youtube') return [[{ type: 'ACTIVATE', via: 'Enter' }, { type: 'HIDE' }, { type: 'ACTIVATE', via: 'Space' }]];
  return [
    [{ type: 'ACTIVATE', via: 'Enter' }, { type: 'PLAYER_PLAYING' }, { type: 'PLAYER_ENDED' }, { type: 'PLAYER_PLAYING' }, { type: 'HIDE' }, { type: 'ACTIVATE', via: 'Space' }],
    [{ type: 'ACTIVATE', via: 'click' }, { type: 'PLAYER_PLAYING' }, { type: 'SET_MODE', mode: 'fill' }, { type: 'PLAYER_PLAYING' }, { type: 'PLAYER_PAUSED' }],
  ];
}
