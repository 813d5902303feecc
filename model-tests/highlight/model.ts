import type { SnapshotFrom } from 'xstate';
import { highlightMachine } from '../../machines/highlight/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createHighlightSpec, type HighlightModelConfig, type HighlightModelEvent, type HighlightSpec, type HighlightView } from './spec.ts';

const base = { direction: 'right', isAnimationEnabled: true, reducedMotion: false, measuredWidth: 240, physical: false } as const;

export const highlightModel: BehaviourModel<HighlightModelConfig, HighlightModelEvent, HighlightView, HighlightSpec> = {
  machineName: 'highlightMachine',
  machine: highlightMachine,
  configs: [
    { ...base, animation: 'draw' },
    { ...base, animation: 'draw', direction: 'left' },
    { ...base, animation: 'fade' },
    { ...base, animation: 'fadeScale', direction: 'left' },
    { ...base, animation: 'none' },
    { ...base, animation: 'draw', isAnimationEnabled: false },
    { ...base, animation: 'fade', reducedMotion: true },
  ],
  describeConfig: (config) =>
    [
      config.animation,
      `direction ${config.direction}`,
      config.isAnimationEnabled ? null : 'isAnimationEnabled false',
      config.reducedMotion ? 'reduced motion at load' : null,
    ]
      .filter(Boolean)
      .join(', '),
  createSpec: createHighlightSpec,
  events(config, snapshot: SnapshotFrom<HighlightSpec>) {
    const { inView, reduced, resyncing, width } = snapshot.context;
    const state = snapshot.value as HighlightView['state'];
    const events: HighlightModelEvent[] = [{ type: inView ? 'HIDDEN' : 'VISIBLE' }];
    if (state === 'pending') events.push({ type: 'READY' });
    if (state === 'delaying') events.push({ type: 'START_DELAY_PASSED' });
    if (state === 'playing') events.push({ type: 'PLAY_DONE' });
    // Reduced motion on, and (the machine hears it too) a report that it is off.
    // On a page, nothing hears the media query or a transition before the scripts run (READY),
    // the text is measured as they run, and its transition is pressed from a control beside it.
    // (The spec ignores what a page would not hear.)
    events.push({ type: 'REDUCED_MOTION', on: !reduced });
    if (!config.physical && !reduced) events.push({ type: 'REDUCED_MOTION', on: false });
    if (width === null) events.push({ type: 'MEASURE' });
    if (!resyncing) events.push({ type: 'LAYOUT_TRANSITION' });
    // 2 s pass only where no other timer runs (the start delay and a play are shorter).
    else if (state === 'pending' || state === 'waiting' || state === 'shown') events.push({ type: 'RESYNC_DONE' });
    return events;
  },
  extraPaths: (config) =>
    config.animation === 'none' || !config.isAnimationEnabled || config.reducedMotion
      ? [[{ type: 'VISIBLE' }, { type: 'LAYOUT_TRANSITION' }, { type: 'HIDDEN' }, { type: 'RESYNC_DONE' }]]
      : [
          // A layout transition during a play: the play goes on to its end, the window stays 2 s.
          [{ type: 'VISIBLE' }, { type: 'READY' }, { type: 'LAYOUT_TRANSITION' }, { type: 'START_DELAY_PASSED' }, { type: 'PLAY_DONE' }, { type: 'RESYNC_DONE' }],
          // The media query reports motion allowed (as at load): nothing changes; then reduced motion mid-delay.
          ...(config.physical ? [] : [[{ type: 'REDUCED_MOTION', on: false }, { type: 'READY' }, { type: 'REDUCED_MOTION', on: true }] as HighlightModelEvent[]]),
          // Scrolled away during the delay: it waits, then plays when the text comes back.
          [{ type: 'VISIBLE' }, { type: 'READY' }, { type: 'HIDDEN' }, { type: 'START_DELAY_PASSED' }, { type: 'VISIBLE' }, { type: 'PLAY_DONE' }],
        ],
  view: ({ value, context }) => ({
    state: value as HighlightView['state'],
    progress: value === 'shown' ? 0 : context.start,
    resyncing: context.resyncing,
    width: context.width,
  }),
};
