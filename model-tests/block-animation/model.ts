import type { SnapshotFrom } from 'xstate';
import { blockAnimationMachine } from '../../machines/block-animation/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createBlockAnimationSpec, type BlockAnimationModelConfig, type BlockAnimationModelEvent, type BlockAnimationSpec, type BlockAnimationView } from './spec.ts';

export const blockAnimationModel: BehaviourModel<BlockAnimationModelConfig, BlockAnimationModelEvent, BlockAnimationView, BlockAnimationSpec> = {
  machineName: 'blockAnimationMachine',
  machine: blockAnimationMachine,
  configs: [
    { animation: 'scale', editMode: false, reducedMotion: false },
    { animation: 'fade', editMode: true, reducedMotion: false },
    { animation: 'fade', editMode: false, reducedMotion: true },
    { animation: 'none', editMode: false, reducedMotion: false },
  ],
  describeConfig: (config) => [config.animation, config.editMode ? 'edit mode' : null, config.reducedMotion ? 'reduced motion' : null].filter(Boolean).join(', '),
  createSpec: createBlockAnimationSpec,
  events(_config, snapshot: SnapshotFrom<BlockAnimationSpec>) {
    const { inView, imagesLoaded } = snapshot.context;
    return [
      { type: 'INTERSECTION', intersecting: !inView },
      ...(snapshot.matches('idle') ? [{ type: 'INTERSECTION' as const, intersecting: false }] : []),
      { type: imagesLoaded ? 'IMAGES_LOADING' : 'IMAGES_LOADED' },
      { type: 'REDUCED_MOTION', on: true },
      { type: 'REDUCED_MOTION', on: false },
      { type: 'FOCUS' },
      { type: 'IMAGE_WAIT_PASSED' },
      { type: 'ENTRANCE_DONE' },
    ];
  },
  extraPaths: (config) =>
    config.animation === 'none' || config.editMode || config.reducedMotion
      ? [[{ type: 'INTERSECTION', intersecting: true }]]
      : [
          // Reduced motion reported off changes nothing, in every state that hears it.
          [{ type: 'REDUCED_MOTION', on: false }, { type: 'INTERSECTION', intersecting: false }, { type: 'REDUCED_MOTION', on: false }, { type: 'INTERSECTION', intersecting: false }, { type: 'IMAGES_LOADING' }, { type: 'INTERSECTION', intersecting: true }, { type: 'REDUCED_MOTION', on: false }, { type: 'INTERSECTION', intersecting: false }, { type: 'IMAGE_WAIT_PASSED' }, { type: 'REDUCED_MOTION', on: false }, { type: 'IMAGES_LOADED' }, { type: 'INTERSECTION', intersecting: true }, { type: 'REDUCED_MOTION', on: false }, { type: 'ENTRANCE_DONE' }],
          [{ type: 'IMAGES_LOADING' }, { type: 'IMAGES_LOADED' }, { type: 'INTERSECTION', intersecting: false }, { type: 'IMAGES_LOADING' }, { type: 'IMAGES_LOADED' }, { type: 'INTERSECTION', intersecting: true }, { type: 'IMAGES_LOADING' }, { type: 'ENTRANCE_DONE' }],
          [{ type: 'IMAGES_LOADING' }, { type: 'INTERSECTION', intersecting: false }, { type: 'INTERSECTION', intersecting: true }, { type: 'IMAGES_LOADING' }, { type: 'FOCUS' }],
        ],
  view: ({ value }) => ({ state: value as BlockAnimationView['state'], hidden: value === 'hidden' || value === 'waitingForImages' }),
};
