import { createActor, type InspectionEvent } from 'xstate';
import { HIGHLIGHT_RESYNC_MS, HIGHLIGHT_START_DELAY_MS } from '../../machines/highlight/constants.ts';
import { connect } from '../../machines/highlight/connect.ts';
import { lookAt } from '../../machines/highlight/logic.ts';
import { highlightMachine } from '../../machines/highlight/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { actorLifecycle } from '../kit/lifecycle.ts';
import type { HighlightModelConfig, HighlightModelEvent, HighlightView } from './spec.ts';
import { keepProps } from '../../machines/shared/normalize.ts';

/** The text's height when the model measures it (px). */
export const MODEL_TEXT_HEIGHT = 40;

/**
 * Drives the bare machine as the browser adapter does: observer and media-query events, the
 * text's measure, and a `SimulatedClock` for the 250 ms start delay, the play and the 2 s resync.
 */
export function createHighlightMachineDriver(
  config: HighlightModelConfig,
  inspect?: (event: InspectionEvent) => void,
): ModelDriver<HighlightModelEvent, HighlightView> {
  const life = actorLifecycle((clock) =>
    createActor(highlightMachine, {
      input: {
        id: 'model',
        settings: { animation: config.animation, direction: config.direction, isAnimationEnabled: config.isAnimationEnabled, shape: 'underline' },
        reducedMotion: config.reducedMotion,
      },
      clock,
      inspect,
    }),
  );
  const api = () => connect(life.actor.getSnapshot(), life.actor.send, keepProps);

  return {
    reset() {
      life.reset().start();
    },
    send(event) {
      if (event.type === 'START_DELAY_PASSED') life.clock.increment(HIGHLIGHT_START_DELAY_MS);
      else if (event.type === 'PLAY_DONE') life.clock.increment(api().playMs);
      else if (event.type === 'RESYNC_DONE') life.clock.increment(HIGHLIGHT_RESYNC_MS);
      else if (event.type === 'MEASURE') life.actor.send({ type: 'MEASURE', width: config.measuredWidth, height: MODEL_TEXT_HEIGHT });
      else life.actor.send(event);
    },
    expect(view) {
      const current = api();
      check(current.phase === view.state, `phase is ${current.phase}`);
      check(current.getRootProps()['data-state'] === view.state, 'root data-state disagrees');
      check(current.progress === view.progress, `progress is ${current.progress}`);
      check(current.resyncing === view.resyncing, `resyncing is ${current.resyncing}`);
      check((current.getRootProps()['data-resyncing'] === '') === view.resyncing, 'root data-resyncing disagrees');
      const look = lookAt(config.animation, view.progress);
      check(current.getStrokeProps(0).style.strokeDashoffset === String(look.dashOffset), `dash offset is ${current.getStrokeProps(0).style.strokeDashoffset}`);
      check(current.getSvgProps().style.opacity === String(look.opacity), `opacity is ${current.getSvgProps().style.opacity}`);
      const width = Number(current.getSvgProps().viewBox.split(' ')[2]);
      if (view.width !== null) check(width === view.width, `drawn for width ${width}`);
      // While playing, the frame loop's progress runs from the start to the end state.
      if (view.state === 'playing') {
        check(current.progressAt(0) === view.progress && current.progressAt(current.playMs) === 0, 'a play runs from the start to 0');
      }
    },
  };
}
