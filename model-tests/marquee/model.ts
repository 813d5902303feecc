import { marqueeMachine } from '../../machines/marquee/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createMarqueeSpec, type MarqueeModelConfig, type MarqueeModelEvent, type MarqueeSpec, type MarqueeView } from './spec.ts';

export const marqueeModel: BehaviourModel<MarqueeModelConfig, MarqueeModelEvent, MarqueeView, MarqueeSpec> = {
  machineName: 'marqueeMachine',
  machine: marqueeMachine,
  configs: [
    { pausedOnHover: true, reducedMotion: false, resizeWidths: [300, 30], initialWidth: 800, physical: false },
    { pausedOnHover: false, reducedMotion: false, resizeWidths: [500], initialWidth: 800, physical: false },
    { pausedOnHover: true, reducedMotion: true, resizeWidths: [], initialWidth: 640, physical: false },
  ],
  describeConfig: (config) =>
    [config.pausedOnHover ? 'pausedOnHover' : 'no hover pause', config.reducedMotion ? 'reduced motion at load' : 'motion allowed'].join(', '),
  createSpec: createMarqueeSpec,
  events(config, { context }) {
    const events: MarqueeModelEvent[] = [
      { type: context.visible ? 'HIDDEN' : 'VISIBLE' },
      { type: 'REDUCED_MOTION', on: !context.reduced },
      { type: context.hovering ? 'HOVER_END' : 'HOVER_START' },
      { type: context.pausedByVisitor ? 'RESUME' : 'PAUSE' },
    ];
    // Resizing only from a running marquee keeps the plan small; the width rules do not care.
    if (context.visible && !context.reduced && !context.hovering) {
      for (const width of config.resizeWidths) if (context.pending !== width) events.push({ type: 'RESIZE', width });
    }
    if (context.pending !== null) events.push({ type: 'RESIZE_SETTLED' });
    return events;
  },
  // Turning a flag back (hover end, motion back on) only returns to a state already reached;
  // the second path holds the visitor's pause through hover, leaving the view and reduced
  // motion, until the visitor resumes (WCAG 2.2.2).
  extraPaths: () => [
    [{ type: 'VISIBLE' }, { type: 'HOVER_START' }, { type: 'HOVER_END' }, { type: 'REDUCED_MOTION', on: true }, { type: 'REDUCED_MOTION', on: false }, { type: 'HIDDEN' }],
    [
      { type: 'VISIBLE' },
      { type: 'HOVER_START' },
      { type: 'PAUSE' },
      { type: 'HOVER_END' },
      { type: 'HIDDEN' },
      { type: 'VISIBLE' },
      { type: 'REDUCED_MOTION', on: true },
      { type: 'REDUCED_MOTION', on: false },
      { type: 'RESUME' },
    ],
  ],
  // BLK-034: the spec's width is what was measured; the view shows it laid out at 50 or more.
  view: ({ value, context }) => ({ state: value as MarqueeView['state'], pausePressed: context.pausedByVisitor, width: Math.max(50, context.width) }),
};
