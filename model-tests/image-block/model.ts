import type { SnapshotFrom } from 'xstate';
import { imageBlockMachine } from '../../machines/image-block/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createImageBlockSpec, type ImageBlockModelConfig, type ImageBlockModelEvent, type ImageBlockSpec, type ImageBlockView } from './spec.ts';

export const imageBlockModel: BehaviourModel<ImageBlockModelConfig, ImageBlockModelEvent, ImageBlockView, ImageBlockSpec> = {
  machineName: 'imageBlockMachine',
  machine: imageBlockMachine,
  // Either side of each boundary: 414 and 415 px, 13 and 14 px.
  configs: [{ widths: [414, 415, 800], fontSizes: [13, 14] }],
  describeConfig: ({ widths, fontSizes }) => `widths ${widths.join('/')}, text ${fontSizes.join('/')} px`,
  createSpec: createImageBlockSpec,
  events(config, snapshot: SnapshotFrom<ImageBlockSpec>) {
    return [
      ...config.widths.filter((width) => width !== snapshot.context.width).map((width) => ({ type: 'RESIZE' as const, width })),
      ...config.fontSizes.filter((size) => size !== snapshot.context.size).map((size) => ({ type: 'FONT' as const, size })),
      { type: 'SCROLL', ratio: 0.49 },
      { type: 'SCROLL', ratio: 0.5 },
    ];
  },
  extraPaths: () => [
    // Seen stays seen when it leaves the view; the layout still follows the width.
    [{ type: 'SCROLL', ratio: 0.5 }, { type: 'SCROLL', ratio: 0 }, { type: 'RESIZE', width: 414 }, { type: 'FONT', size: 13 }, { type: 'RESIZE', width: 800 }],
  ],
  view: (snapshot) => ({
    state: snapshot.value as ImageBlockView['state'],
    narrow: snapshot.context.width !== null && snapshot.context.width < 415,
    minFont: snapshot.context.size !== null && snapshot.context.size <= 13,
  }),
};
