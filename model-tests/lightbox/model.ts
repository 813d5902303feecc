import type { SnapshotFrom } from 'xstate';
import { lightboxMachine } from '../../machines/lightbox/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createLightboxSpec, type CloseVia, type LightboxModelConfig, type LightboxModelEvent, type LightboxSpec, type LightboxView } from './spec.ts';

const THREE = ['harbour-dawn', 'dune-ridge', 'glacier-tongue'] as const;

export const lightboxModel: BehaviourModel<LightboxModelConfig, LightboxModelEvent, LightboxView, LightboxSpec> = {
  machineName: 'lightboxMachine',
  machine: lightboxMachine,
  configs: [
    { slides: THREE, historyHash: true, available: true },
    { slides: ['lighthouse'], historyHash: true, available: true },
    { slides: THREE, historyHash: false, available: false },
  ],
  describeConfig: ({ slides, historyHash, available }) =>
    `${slides.length} slide${slides.length === 1 ? '' : 's'}${historyHash ? ', historyHash' : ''}${available ? '' : ', unavailable'}`,
  createSpec: createLightboxSpec,
  events(config, snapshot: SnapshotFrom<LightboxSpec>) {
    const { slides, historyHash } = config;
    const all = slides.map((_, index) => index);
    const { backCloses } = snapshot.context;
    const closeVias = (vias: CloseVia[]) => vias.filter((via) => via !== 'back' || backCloses).map((via) => ({ type: 'CLOSE' as const, via }));
    if (snapshot.matches('closed')) {
      if (!config.available) return [{ type: 'OPEN', index: 0 }];
      return [
        ...all.map((index) => ({ type: 'OPEN' as const, index })),
        { type: 'LOAD_AT', index: slides.length - 1, via: 'hash' },
        { type: 'LOAD_AT', index: 0, via: 'path' },
        ...(historyHash ? [{ type: 'HASH' as const, index: 0 }] : []),
      ];
    }
    if (snapshot.matches('opening')) return [{ type: 'FADE_DONE' }, ...closeVias(['escape', 'backdrop', 'back'])];
    if (snapshot.matches('closing')) return [{ type: 'FADE_DONE' }, { type: 'OPEN', index: 0 }];
    const events: LightboxModelEvent[] = [
      { type: 'ARROW', key: 'ArrowRight' },
      { type: 'ARROW', key: 'ArrowLeft' },
      { type: 'NEXT', via: 'click' },
      { type: 'PREVIOUS', via: 'click' },
      ...closeVias(['button', 'escape', 'backdrop', 'edge', 'back']),
    ];
    // [LBX-018] The arrow buttons exist only with more than one item.
    if (slides.length > 1) events.push({ type: 'NEXT', via: 'button' }, { type: 'PREVIOUS', via: 'button' });
    if (snapshot.context.throttled) events.push({ type: 'THROTTLE_DONE' });
    if (historyHash) events.push({ type: 'HASH', index: slides.length - 1 });
    return events;
  },
  extraPaths: (config) =>
    !config.available
      ? [[{ type: 'OPEN', index: 0 }, { type: 'LOAD_AT', index: 1, via: 'hash' }, { type: 'LOAD_AT', index: 2, via: 'path' }]]
      : config.slides.length > 1
      ? [
          // Two arrow keys within 200 ms move one slide; after the throttle the next moves again.
          [{ type: 'OPEN', index: 0 }, { type: 'FADE_DONE' }, { type: 'ARROW', key: 'ArrowRight' }, { type: 'ARROW', key: 'ArrowRight' }, { type: 'THROTTLE_DONE' }, { type: 'ARROW', key: 'ArrowRight' }, { type: 'CLOSE', via: 'button' }, { type: 'FADE_DONE' }],
          // Esc while it fades in, reopening while it fades out, the back button, the address.
          [{ type: 'OPEN', index: 2 }, { type: 'CLOSE', via: 'escape' }, { type: 'OPEN', index: 0 }, { type: 'FADE_DONE' }, { type: 'CLOSE', via: 'back' }, { type: 'FADE_DONE' }, { type: 'HASH', index: 1 }, { type: 'FADE_DONE' }, { type: 'HASH', index: 2 }, { type: 'CLOSE', via: 'back' }, { type: 'FADE_DONE' }, { type: 'LOAD_AT', index: 2, via: 'hash' }, { type: 'FADE_DONE' }, { type: 'CLOSE', via: 'escape' }, { type: 'FADE_DONE' }, { type: 'LOAD_AT', index: 1, via: 'path' }, { type: 'FADE_DONE' }, { type: 'NEXT', via: 'button' }, { type: 'CLOSE', via: 'button' }, { type: 'FADE_DONE' }],
          // Every way to move and close, in one walk.
          [{ type: 'OPEN', index: 1 }, { type: 'FADE_DONE' }, { type: 'NEXT', via: 'button' }, { type: 'PREVIOUS', via: 'click' }, { type: 'PREVIOUS', via: 'button' }, { type: 'NEXT', via: 'click' }, { type: 'CLOSE', via: 'edge' }, { type: 'OPEN', index: 2 }, { type: 'FADE_DONE' }, { type: 'CLOSE', via: 'backdrop' }, { type: 'FADE_DONE' }],
        ]
      : // One slide: arrow keys, the throttle and half clicks all leave it where it is.
        [[{ type: 'OPEN', index: 0 }, { type: 'FADE_DONE' }, { type: 'ARROW', key: 'ArrowRight' }, { type: 'THROTTLE_DONE' }, { type: 'PREVIOUS', via: 'click' }, { type: 'NEXT', via: 'click' }, { type: 'CLOSE', via: 'escape' }, { type: 'FADE_DONE' }]],
  view: (snapshot) => ({
    state: snapshot.value as LightboxView['state'],
    index: snapshot.context.index,
    arrows: snapshot.context.config.slides.length > 1,
    hashItem: snapshot.context.hashItem,
  }),
};
