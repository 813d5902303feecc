import type { SnapshotFrom } from 'xstate';
import { imageMachine } from '../../machines/image/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createImageSpec, specState, type ImageModelConfig, type ImageModelEvent, type ImageSpec, type ImageView } from './spec.ts';

const lazyPaths: ImageModelEvent[][] = [
    // [MEDIA-015] Loaded at the larger step, a smaller box asks nothing; the box outgrowing a load asks again once it ends.
    [{ type: 'NEAR' }, { type: 'RESIZE', width: 900 }, { type: 'START' }, { type: 'IMAGE_LOADED', picked: true }, { type: 'RESIZE', width: 300 }],
    [{ type: 'NEAR' }, { type: 'RESIZE', width: 300 }, { type: 'START' }, { type: 'RESIZE', width: 900 }, { type: 'IMAGE_LOADED', picked: true }, { type: 'START' }, { type: 'IMAGE_LOADED', picked: true }],
    // [ERR-025] Failed, retried, loaded.
    [{ type: 'NEAR' }, { type: 'RESIZE', width: 300 }, { type: 'START' }, { type: 'IMAGE_FAILED' }, { type: 'RESIZE', width: 900 }, { type: 'RETRY' }, { type: 'START' }, { type: 'IMAGE_LOADED', picked: true }],
];

const RESTORES = ['queued', 'loading', 'loaded', 'failed'] as const;

export const imageModel: BehaviourModel<ImageModelConfig, ImageModelEvent, ImageView, ImageSpec> = {
  machineName: 'imageMachine',
  machine: imageMachine,
  configs: [
    // A first-screen picture lower down: the browser's pick first, then nearness and the queue.
    // Box widths either side of a step: 300 px needs the 300 step, 900 px the 1000 step.
    { loading: 'eager', load: 'viewport', boxWidths: [300, 900], pickedWidth: 500, knownWidth: 750 },
    // A slide away from the current one: not loaded until the gallery says so (or it comes near).
    { loading: 'lazy', load: false, boxWidths: [300, 900], pickedWidth: 500, knownWidth: 750 },
  ],
  describeConfig: ({ loading, load, boxWidths }) => `${loading}, load ${String(load)}, boxes ${boxWidths.join('/')} px`,
  createSpec: createImageSpec,
  events(config, snapshot: SnapshotFrom<ImageSpec>) {
    const state = specState(snapshot.value);
    const resizes = config.boxWidths.filter((width) => width !== snapshot.context.boxWidth).map((width) => ({ type: 'RESIZE' as const, width }));
    const byState: Record<string, ImageModelEvent[]> = {
      far: [{ type: 'NEAR' }, { type: 'LOAD_NOW' }, ...resizes, ...RESTORES.map((status) => ({ type: 'RESTORE' as const, status }))],
      near: [...resizes, ...RESTORES.map((status) => ({ type: 'RESTORE' as const, status }))],
      adopting: [{ type: 'IMAGE_LOADED', picked: true }, { type: 'IMAGE_LOADED', picked: false }, { type: 'IMAGE_FAILED' }, { type: 'NEAR' }, ...resizes],
      requested: [{ type: 'START' }, ...resizes],
      loading: [{ type: 'IMAGE_LOADED', picked: true }, { type: 'IMAGE_FAILED' }, ...resizes],
      loaded: resizes,
      failed: [{ type: 'RETRY' }, ...resizes],
    };
    const without = new Set(config.without ?? []);
    return (byState[state] ?? []).filter((event) => !without.has(event.type));
  },
  extraPaths: (config) => [
    ...(config.loading === 'lazy' && !config.onPage ? lazyPaths : []),
    ...(config.loading === 'eager'
      ? [
          // The browser's pick failed: the queue loads it once near.
          [{ type: 'IMAGE_FAILED' }, { type: 'NEAR' }, { type: 'RESIZE', width: 300 }] as ImageModelEvent[],
          // Measured and near while the browser picks: asked at once when the pick is unusable.
          [{ type: 'RESIZE', width: 300 }, { type: 'NEAR' }, { type: 'IMAGE_LOADED', picked: false }, { type: 'START' }] as ImageModelEvent[],
          [{ type: 'IMAGE_LOADED', picked: true }, { type: 'RESIZE', width: 300 }, { type: 'RESIZE', width: 900 }] as ImageModelEvent[],
        ]
      : []),
  ],
  view: (snapshot) => ({ state: specState(snapshot.value), width: snapshot.context.width, attempt: snapshot.context.attempt }),
};
