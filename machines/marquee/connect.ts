import type { SnapshotFrom } from 'xstate';
import type { NormalizeProps } from '../shared/normalize.ts';
import { marqueeAnatomy } from './anatomy.ts';
import { MARQUEE_PAUSE_LABEL } from './constants.ts';
import { amplitude, copiesNeeded, scrollOffset, wavePath, type MarqueePhase } from './logic.ts';
import type { MarqueeEvent, marqueeMachine } from './machine.ts';
import type { MarqueeApi, MarqueeGeometry } from './types.ts';

export type MarqueeSnapshot = SnapshotFrom<typeof marqueeMachine>;

/** Pure view model of the wavy-path marquee for any renderer. */
export function connect(snapshot: MarqueeSnapshot, send: (event: MarqueeEvent) => void, normalize: NormalizeProps): MarqueeApi {
  const { id, width, waveFrequency, waveIntensity, animationDirection, animationSpeed, pausedByVisitor, fontSize, unitLength } = snapshot.context;
  const phase = snapshot.value as MarqueePhase;
  const geometry = (size: number): MarqueeGeometry => {
    const swing = amplitude(waveIntensity);
    const height = Math.ceil(2 * swing + 1.3 * size);
    return { width, height, viewBox: `0 0 ${width} ${height}`, path: wavePath({ width, waveFrequency, waveIntensity }, swing + size) };
  };
  const pathId = marqueeAnatomy.id(id, 'path');
  return {
    phase,
    running: phase === 'running',
    pausedByVisitor,
    direction: animationDirection,
    geometry,
    copies: (length) => copiesNeeded(width, length),
    offsetAt: (elapsedMs, length) => scrollOffset(elapsedMs, animationSpeed, length, animationDirection),
    movingText: (unit) => unit.repeat(copiesNeeded(width, unitLength)),
    getRootProps: () => normalize({
      ...marqueeAnatomy.attrs('root'),
      id,
      'data-state': phase,
      'data-direction': animationDirection,
      onPointerEnter: () => send({ type: 'HOVER_START' }),
      onPointerLeave: () => send({ type: 'HOVER_END' }),
    }),
    getLabelProps: () => normalize(marqueeAnatomy.attrs('label')),
    getSvgProps: () => {
      const { height, viewBox } = geometry(fontSize);
      return normalize({ ...marqueeAnatomy.attrs('svg'), 'aria-hidden': 'true', focusable: 'false', width: '100%', height, viewBox, preserveAspectRatio: 'xMinYMid slice' });
    },
    getPathProps: () => normalize({ ...marqueeAnatomy.attrs('path'), id: pathId, d: geometry(fontSize).path, fill: 'none' }),
    getMeasureProps: () => normalize({ ...marqueeAnatomy.attrs('measure'), x: '0', y: -fontSize }),
    getTextProps: () => normalize(marqueeAnatomy.attrs('text')),
    getTextPathProps: () => normalize({ ...marqueeAnatomy.attrs('text-path'), href: `#${pathId}` }),
    getPauseTriggerProps: () => normalize({
      ...marqueeAnatomy.attrs('pause-trigger'),
      type: 'button',
      'aria-label': MARQUEE_PAUSE_LABEL,
      'aria-pressed': pausedByVisitor,
      'data-state': pausedByVisitor ? 'on' : 'off',
      onClick: () => send({ type: pausedByVisitor ? 'RESUME' : 'PAUSE' }),
    }),
  };
}
