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
    { slides: THREE, historyHash: true, available: true, controlled: true },
    { slides: THREE, historyHash: false, available: true, autoplay: true },
  ],
  describeConfig: ({ slides, historyHash, available, controlled, autoplay }) =>
    `${slides.length} slide${slides.length === 1 ? '' : 's'}${historyHash ? ', historyHash' : ''}${available ? '' : ', unavailable'}${controlled ? ', controlled' : ''}${autoplay ? ', autoplay' : ''}`,
  createSpec: createLightboxSpec,
  events(config, snapshot: SnapshotFrom<LightboxSpec>) {
    if (config.controlled) return controlledEvents(config, snapshot);
    const { slides, historyHash } = config;
    const all = slides.map((_, index) => index);
    const { backCloses } = snapshot.context;
    const closeVias = (vias: CloseVia[]) => vias.filter((via) => via !== 'back' || backCloses).map((via) => ({ type: 'CLOSE' as const, via }));
    const { mobile } = snapshot.context;
    // [GAL-085] Autoplay's control, a second passing and the reduced-motion preference.
    const { reduced } = snapshot.context;
    const motion: LightboxModelEvent[] = config.autoplay ? [{ type: 'MOTION', reduced: !reduced }] : [];
    if (snapshot.matches('closed')) {
      if (!config.available) return [{ type: 'OPEN', index: 0 }, { type: 'VIEWPORT', mobile: !mobile }];
      if (config.autoplay) return [...motion, { type: 'OPEN', index: 2 }];
      return [
        { type: 'VIEWPORT', mobile: !mobile },
        ...all.map((index) => ({ type: 'OPEN' as const, index })),
        { type: 'LOAD_AT', index: slides.length - 1, via: 'hash' },
        { type: 'LOAD_AT', index: 0, via: 'path' },
        ...(historyHash ? [{ type: 'HASH' as const, index: 0 }] : []),
      ];
    }
    if (snapshot.matches('opening')) return [{ type: 'FADE_DONE' }, ...closeVias(['escape', 'backdrop', 'back']), ...motion];
    if (snapshot.matches('closing')) return [{ type: 'FADE_DONE' }, { type: 'OPEN', index: 0 }, ...motion];
    const events: LightboxModelEvent[] = [
      { type: 'ARROW', key: 'ArrowRight' },
      { type: 'ARROW', key: 'ArrowLeft' },
      { type: 'NEXT', via: 'click' },
      { type: 'PREVIOUS', via: 'click' },
      ...closeVias(['button', 'escape', 'backdrop', 'edge', 'back']),
    ];
    // [LBX-018] [LBX-019] The arrow buttons exist only with more than one item, and not on a phone.
    if (slides.length > 1 && !mobile) events.push({ type: 'NEXT', via: 'button' }, { type: 'PREVIOUS', via: 'button' });
    if (snapshot.context.throttled) events.push({ type: 'THROTTLE_DONE' });
    if (historyHash) events.push({ type: 'HASH', index: slides.length - 1 });
    // The control offers one of play and pause: pressing for the other is no move a visitor can make (it does nothing).
    if (config.autoplay) events.push(...motion, { type: 'PAUSE' }, { type: 'PLAY' }, { type: 'TICK' });
    return events;
  },
  extraPaths: (config) =>
    config.controlled
      ? [
          // Every way the visitor asks to close, while it fades in and while it is open; the page decides.
          [{ type: 'PAGE_OPEN', index: 1 }, { type: 'CLOSE', via: 'escape' }, { type: 'CLOSE', via: 'back' }, { type: 'FADE_DONE' }, { type: 'CLOSE', via: 'escape' }, { type: 'CLOSE', via: 'edge' }, { type: 'PAGE_CLOSE' }, { type: 'FADE_DONE' }],
          // New items from the page while closed, then it opens on them.
          [{ type: 'PAGE_SLIDES' }, { type: 'PAGE_OPEN', index: 0 }],
        ]
      : config.autoplay
      ? [
          // [GAL-085] It plays once open, round from the last to the first; a move holds it a second; paused, time passes and nothing moves.
          [{ type: 'OPEN', index: 1 }, { type: 'FADE_DONE' }, { type: 'TICK' }, { type: 'TICK' }, { type: 'NEXT', via: 'button' }, { type: 'TICK' }, { type: 'ARROW', key: 'ArrowLeft' }, { type: 'THROTTLE_DONE' }, { type: 'TICK' }, { type: 'PAUSE' }, { type: 'TICK' }, { type: 'PLAY' }, { type: 'TICK' }, { type: 'CLOSE', via: 'escape' }, { type: 'FADE_DONE' }, { type: 'OPEN', index: 0 }, { type: 'FADE_DONE' }, { type: 'TICK' }],
          // Reduced motion pauses it, open or closed; its end leaves it paused until play.
          [{ type: 'MOTION', reduced: true }, { type: 'OPEN', index: 0 }, { type: 'FADE_DONE' }, { type: 'TICK' }, { type: 'MOTION', reduced: false }, { type: 'TICK' }, { type: 'PLAY' }, { type: 'TICK' }, { type: 'MOTION', reduced: true }, { type: 'TICK' }],
        ]
      : !config.available
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
    arrows: snapshot.context.config.slides.length > 1 && !snapshot.context.mobile,
    hashItem: snapshot.context.hashItem,
    told: snapshot.context.told,
    autoplay: !snapshot.context.config.autoplay || snapshot.context.config.slides.length <= 1 ? 'off' : snapshot.context.playing ? 'playing' : 'paused',
  }),
};

/** A controlled lightbox: the visitor's requests, and the page's own opening, closing and moving. */
function controlledEvents(config: LightboxModelConfig, snapshot: SnapshotFrom<LightboxSpec>): LightboxModelEvent[] {
  const last = config.slides.length - 1;
  if (snapshot.matches('closed')) {
    return [
      { type: 'VIEWPORT', mobile: !snapshot.context.mobile },
      { type: 'OPEN', index: 1 },
      { type: 'LOAD_AT', index: last, via: 'hash' },
      { type: 'HASH', index: 0 },
      { type: 'PAGE_OPEN', index: 1 },
      { type: 'PAGE_SLIDES' },
    ];
  }
  if (snapshot.matches('closing')) return [{ type: 'FADE_DONE' }, { type: 'OPEN', index: 0 }, { type: 'PAGE_OPEN', index: 0 }];
  const closes: LightboxModelEvent[] = [
    { type: 'CLOSE', via: 'button' },
    { type: 'CLOSE', via: 'escape' },
    { type: 'CLOSE', via: 'backdrop' },
    { type: 'PAGE_CLOSE' },
    { type: 'PAGE_INDEX', index: last },
  ];
  if (snapshot.matches('opening')) return [{ type: 'FADE_DONE' }, ...closes];
  return [
    ...closes,
    { type: 'CLOSE', via: 'edge' },
    { type: 'CLOSE', via: 'back' },
    { type: 'NEXT', via: 'button' },
    { type: 'PREVIOUS', via: 'click' },
    { type: 'ARROW', key: 'ArrowRight' },
    { type: 'HASH', index: 0 },
    ...(snapshot.context.throttled ? [{ type: 'THROTTLE_DONE' as const }] : []),
  ];
}
